/**
 * A translated sentence with one part of it (an amount, say) in bold, wherever the language puts it: the sentence
 * stays whole for the translator, without Lingui's <Trans> (whose parser would join every page's entry).
 */
export function Emphasised({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong className="text-foreground">{part}</strong>
      {text.slice(at + part.length)}
    </>
  );
}
