// Simplified Chinese of ../en/wording.js: the same keys and placeholders;
// terms and style in docs/languages.md. {token}, {key}, {names}, {spread},
// {focused} and {lost} arrive quoted (“…”) or as lists of those, so no
// space sits beside them.
export default {
  quoted: '“{word}”',
  itself: '自身',
  masked: '被掩码',

  rowConcentrates: '{token}集中关注{names}（{weight}）。',
  rowSpreads: '{token}的注意力很分散：没有哪个键超过 {weight}（{names}）。',

  // A noun phrase ("the weight “flies” gives “arrow” (0.80)"), so that a list
  // of them reads well after "、" and "和", which then follow a full-width
  // bracket rather than a number that would need a space.
  putsOn: '{token}给{names}的权重（{weight}）',
  acrossSpreadOne: '纵观整个句子，{spread}的注意力很分散（没有权重超过 {weight}）。',
  acrossSpreadMany: '纵观整个句子，{spread}的注意力很分散（没有权重超过 {weight}）。',
  acrossFocused: '纵观整个句子，注意力集中的有：{focused}。',
  acrossBothOne:
    '纵观整个句子，{spread}的注意力很分散（没有权重超过 {weight}），而注意力集中的有：{focused}。',
  acrossBothMany:
    '纵观整个句子，{spread}的注意力很分散（没有权重超过 {weight}），而注意力集中的有：{focused}。',
  diagonalSpreadOne:
    '每个词都把最大的权重放在自身上；{spread}的注意力很分散（没有权重超过 {weight}）。',
  diagonalSpreadMany:
    '每个词都把最大的权重放在自身上；{spread}的注意力很分散（没有权重超过 {weight}）。',
  diagonalFocused: '每个词都把最大的权重放在自身上；注意力集中的有：{focused}。',
  diagonalBothOne:
    '每个词都把最大的权重放在自身上；{spread}的注意力很分散（没有权重超过 {weight}），而注意力集中的有：{focused}。',
  diagonalBothMany:
    '每个词都把最大的权重放在自身上；{spread}的注意力很分散（没有权重超过 {weight}），而注意力集中的有：{focused}。',

  noneOnSelf: '这里没有哪个词把最大的权重放在自身上。',
  everyOnSelfAllMost: '这里每个词都把最大的权重放在自身上，而且各自都保留了一半以上的注意力。',
  everyOnSelfNoneMost:
    '这里每个词都把最大的权重放在自身上，但没有一个保留超过一半：其余的分散在其他词上。',
  everyOnSelfOneMost: '这里每个词都把最大的权重放在自身上，但只有{names}保留了一半以上。',
  everyOnSelfSomeMost: '这里每个词都把最大的权重放在自身上，但只有{names}保留了一半以上。',
  someOnSelfAllMost:
    '这里 {total} 个词中有 {count} 个把最大的权重放在自身上，而且各自都保留了一半以上的注意力。',
  someOnSelfNoneMost:
    '这里 {total} 个词中有 {count} 个把最大的权重放在自身上，但没有一个保留超过一半：其余的分散在其他词上。',
  someOnSelfOneMost:
    '这里 {total} 个词中有 {count} 个把最大的权重放在自身上，但只有{names}保留了一半以上。',
  someOnSelfSomeMost:
    '这里 {total} 个词中有 {count} 个把最大的权重放在自身上，但只有{names}保留了一半以上。',
  keepsForItself: '{token}为自身保留了 {weight}。',

  maskSeesAll: '因果掩码只遮住后面的词，而{token}在最后：它能看到每一个词。',
  maskScoreOne:
    '因果掩码只让{token}看自身和前面的词，文本生成模型必须如此：{names}在后面，所以它的分数在 softmax 之前变为 −∞。',
  maskScoreMany:
    '因果掩码只让{token}看自身和前面的词，文本生成模型必须如此：{names}在后面，所以它们的分数在 softmax 之前变为 −∞。',
  maskSoftmaxOne:
    '在因果掩码下，{names}的分数为 −∞，而 e 的 −∞ 次幂是 0：softmax 不给它任何权重，全部权重由可见的键分享。',
  maskSoftmaxMany:
    '在因果掩码下，{names}的分数为 −∞，而 e 的 −∞ 次幂是 0：softmax 不给它们任何权重，全部权重由可见的键分享。',
  hiddenFavourite: '它得分最高的是{key}（{score}），但那是被掩码遮住的后面的词。',
  noLongerSees: '{token}看不到{key}',
  maskedNone: '这里因果掩码没有遮住任何一个词得分最高的键。',
  maskedLostOne: '在因果掩码下，{lost}，而那正是它得分最高的键。',
  maskedLostMany: '在因果掩码下，有些词看不到自己得分最高的键：{lost}。',
};
