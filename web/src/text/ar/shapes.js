// Arabic of ../en/shapes.js: the same keys and placeholders; terms and
// style in docs/languages.md. \u2066…\u2069 keep a formula left to right.
// The tensors' names and the lines of PyTorch are code, the same in every
// language.
export default {
  intro:
    'الحساب نفسه بحجم نموذج حقيقي: معرّفات الرموز الخمسة من الفصل، وتضمينات ذات 768 بُعدًا، والانتباه الدُّفعي (batched) الخاص بالنواة. كل سهم سطر واحد من PyTorch؛ والأشكال هي التي تُعيدها النواة.',
  flowName: 'الأشكال على مسار الشيفرة',
  inputIds: 'input_ids',
  inputIdsCode: 'tokenizer(text, add_special_tokens=False).input_ids',
  embeddings: 'inputs_embeds',
  embeddingsCode: 'nn.Embedding({vocabulary}, {size})(input_ids)',
  embeddingsDetail: 'لكل رمز متجه طوله {size}، مسحوب من \u2066N(0, 1)\u2069 مثل طبقة مُهيّأة للتو',
  scores: 'scores',
  scoresCode: 'torch.bmm(query, key.transpose(1, 2)) / sqrt({size})',
  weights: 'weights',
  weightsCode: 'F.softmax(scores, dim=-1)',
  weightsDetail:
    'مجموع كل صف 1. مع \u2066query = key = value\u2069 يقع أكبر وزن لكل رمز (المحاط بإطار) على نفسه: فالمتجه يطابق نفسه أكثر من أي متجه آخر.',
  weightsName: 'الأوزان عند \u2066d = {size}\u2069',
  outputs: 'attn_outputs',
  outputsCode: 'torch.bmm(weights, value)',
  scalingTitle: 'لماذا نقسم على \u2066√d_k\u2069؟',
  scalingNote:
    'خمسة استعلامات عشوائية تقابل خمسة مفاتيح عشوائية. تكبر نواتج ضربها النقطي مع البُعد، فكلما رفعت d_k بالمنزلق كدّست softmax دون قسمة كل وزن الاستعلام تقريبًا على مفتاح واحد. والقسمة على \u2066√d_k\u2069 تُبقي الأوزان موزّعة. كل شريط هو أكبر وزن لاستعلام واحد: الشريط الممتلئ يعني 1، أي كل انتباهه على مفتاح واحد، والخط عند خُمس الشريط يعني \u20660.2\u2069، أي الوزن نفسه على المفاتيح الخمسة.',
  scaled: 'بالقسمة على \u2066√d_k\u2069',
  unscaled: 'دون قسمة',
  barTitle: '{token}: {weight}',
  readout:
    'عند \u2066d_k = {size}\u2069: متوسط أكبر وزن للاستعلام {scaled} مع القسمة، و{unscaled} دونها.',
};
