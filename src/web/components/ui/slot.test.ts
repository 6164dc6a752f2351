import { createElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

type Props = Record<string, unknown> & { ref?: unknown };
const slotted = (slot: Props, child: ReactElement) =>
  Slot({ ...slot, children: child } as Parameters<typeof Slot>[0]) as ReactElement<Props>;

describe('Slot', () => {
  it("renders the child with the slot's props, the child's own winning, class names joined and styles merged", () => {
    const out = slotted(
      { className: 'btn', title: 'slot', 'aria-label': 'Go', style: { color: 'red', margin: 1 } },
      createElement('a', { href: '/dashboard', className: 'wide', title: 'link', style: { margin: 2 } }),
    );
    expect(out.type).toBe('a');
    expect(out.props).toMatchObject({
      href: '/dashboard',
      className: 'btn wide',
      title: 'link',
      'aria-label': 'Go',
      style: { color: 'red', margin: 2 },
    });
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = vi.fn();
    const childRef = { current: null as unknown };
    const out = slotted(
      { onClick: () => calls.push('slot'), ref: slotRef },
      createElement('a', { onClick: () => calls.push('child'), ref: childRef }),
    );
    (out.props.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    const node = {};
    (out.props.ref as (n: unknown) => void)(node);
    expect(slotRef).toHaveBeenCalledWith(node);
    expect(childRef.current).toBe(node);
  });

  it('refuses anything but one element', () => {
    expect(() => Slot({ children: 'text' })).toThrow('exactly one element');
  });
});
