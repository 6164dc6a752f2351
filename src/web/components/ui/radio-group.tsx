// Radio buttons on the browser's own <input type="radio">: one group name, arrow keys move the choice and Tab
// reaches the chosen one, as Radix's radio group does, without its ~6 kB (gzip) of roving-focus code.
import { type ComponentProps, createContext, useContext, useId } from 'react';
import { cn } from '@/web/lib/utils';

interface Group {
  name: string;
  value: string | undefined;
  onValueChange?: (value: string) => void;
}
const GroupContext = createContext<Group | null>(null);

export function RadioGroup({
  className,
  value,
  onValueChange,
  ...p
}: Omit<ComponentProps<'div'>, 'onChange'> & { value?: string; onValueChange?: (value: string) => void }) {
  const name = useId();
  return (
    <GroupContext.Provider value={{ name, value, onValueChange }}>
      <div role="radiogroup" className={cn('grid gap-2', className)} {...p} />
    </GroupContext.Provider>
  );
}

export function RadioGroupItem({
  className,
  value,
  ...p
}: Omit<ComponentProps<'input'>, 'type'> & { value: string }) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioGroupItem outside RadioGroup');
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={group.value === value}
      onChange={() => group.onValueChange?.(value)}
      // The chosen one: a dot inside the ring, the card's colour between them.
      className={cn(
        'aspect-square size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-primary shadow-sm checked:bg-primary checked:ring-3 checked:ring-inset checked:ring-card',
        className,
      )}
      {...p}
    />
  );
}
