import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PRIORITIES } from './announcements.ts';
import { announcementInput } from './announcements-admin.ts';

const errorsOf = (input: unknown) => {
  const r = announcementInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('announcement form rules (admin spec section 5)', () => {
  it('trims the text and defaults the priority to normal', () => {
    expect(announcementInput.parse({ title: ' AGM ', content: ' Sunday 10 AM \n' })).toEqual({
      title: 'AGM',
      content: 'Sunday 10 AM',
      priority: 'normal',
      requires_ack: false,
    });
  });

  it('takes a date to acknowledge by as a calendar date, an empty one as none', () => {
    expect(errorsOf({ title: 'x', content: 'y', requires_ack: true, ack_due_on: '14/12/2026' })).toEqual({
      ack_due_on: 'Please enter a valid date',
    });
    expect(
      announcementInput.parse({ title: 'x', content: 'y', requires_ack: true, ack_due_on: '' }),
    ).toMatchObject({
      requires_ack: true,
      ack_due_on: undefined,
    });
  });

  it.each(ANNOUNCEMENT_PRIORITIES)('accepts the priority %s', (priority) => {
    expect(announcementInput.parse({ title: 'x', content: 'y', priority }).priority).toBe(priority);
  });

  it('requires title and content', () => {
    expect(errorsOf({ title: ' ', content: '' })).toEqual({
      title: 'This field is required',
      content: 'This field is required',
    });
  });

  it('limits the length and refuses script-like text', () => {
    expect(errorsOf({ title: 'x'.repeat(201), content: 'x'.repeat(5001) })).toEqual({
      title: 'Text must be less than 200 characters',
      content: 'Text must be less than 5000 characters',
    });
    expect(announcementInput.parse({ title: 'x'.repeat(200), content: 'x'.repeat(5000) }).title).toHaveLength(
      200,
    );
    expect(errorsOf({ title: '<iframe src=x>', content: 'javascript:alert(1)' })).toEqual({
      title: 'Invalid characters detected',
      content: 'Invalid characters detected',
    });
  });

  it('lets the content run over several lines, the title not, and refuses other control characters', () => {
    expect(announcementInput.parse({ title: 'AGM', content: 'Agenda:\n\t1. Accounts' }).content).toBe(
      'Agenda:\n\t1. Accounts',
    );
    expect(errorsOf({ title: 'AGM\nnotice', content: 'bell\u0007' })).toEqual({
      title: 'Invalid characters detected',
      content: 'Invalid characters detected',
    });
  });

  it('refuses other priorities and unknown fields', () => {
    expect(errorsOf({ title: 'x', content: 'y', priority: 'critical' })).toEqual({
      priority: 'Please choose a priority from the list',
    });
    expect(announcementInput.safeParse({ title: 'x', content: 'y', is_active: true }).success).toBe(false);
  });
});
