// The chapter's example from a plain Node script: `node examples/chapter-example.mjs`.
import { loadAttention } from 'attention-lab';

const attention = await loadAttention();
const example = attention.chapterExample();
const flies = example.tokens.indexOf('flies');
const row = (tensor, index) => Array.from(tensor.data.slice(index * 5, index * 5 + 5));

for (const scale of [true, false]) {
  const { scores, scaledScores, weights } = attention.scaledDotProductAttention(
    example.query,
    example.key,
    example.value,
    { scale },
  );
  console.log(`scale: ${scale}`);
  console.log('  scores        ', row(scores, flies).join(' '));
  console.log('  scaled scores ', row(scaledScores, flies).join(' '));
  console.log(
    '  weights       ',
    row(weights, flies)
      .map((w) => w.toFixed(2))
      .join(' '),
  );
}
