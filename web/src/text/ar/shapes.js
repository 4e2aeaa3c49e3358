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
  /** After the walk: `size` is d, `link` the link to the Scale & softmax step's panel. */
  scalingNote:
    'تُقسم الدرجات أعلاه على \u2066√{size}\u2069. أمّا السبب، وما يفسد دون هذه القسمة حين تطول المتجهات إلى هذا الحد، فله لوحة خاصة فيها منزلق من 4 إلى 1024 بُعدًا: {link}',
  scalingLink: 'لماذا نقسم على \u2066√dₖ\u2069؟ (تحت خطوة «القسمة ثم softmax»)',
};
