// The limit of a text field, shown as it is typed: the form refuses more (the shared rule, and the server's)
// instead of the browser cutting a paste short without a word.
export function CharCount({ length, max }: { length: number; max: number }) {
  const over = length - max;
  return (
    <span className={over > 0 ? 'font-medium text-destructive' : undefined}>
      {length}/{max} characters{over > 0 ? `: ${over} too many` : ''}
    </span>
  );
}
