import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT, feedbackInput, missingRequired } from './feedback.ts';

const valid = {
  name: 'Meera Kulkarni',
  email: 'meera@example.com',
  category: 'maintenance',
  priority: 'high',
  subject: 'Leaking pipe',
  message: 'The pipe near B-wing lift drips.',
};

const errorsOf = (input: unknown) => {
  const r = feedbackInput.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('feedback rules', () => {
  it('accepts a complete form, trims values and lowercases the e-mail', () => {
    const r = feedbackInput.parse({
      ...valid,
      name: '  Meera  ',
      subject: ' Leak ',
      email: ' Meera@Example.com ',
    });
    expect(r).toMatchObject({ name: 'Meera', subject: 'Leak', email: 'meera@example.com', priority: 'high' });
  });

  it('defaults the priority to normal and treats a blank e-mail as none', () => {
    const { priority: _, ...rest } = valid;
    const r = feedbackInput.parse({ ...rest, email: '  ' });
    expect(r.priority).toBe('normal');
    expect(r.email).toBeNull();
    expect(feedbackInput.parse({ ...rest, email: null }).email).toBeNull();
  });

  it.each(['name', 'category', 'subject', 'message'])('requires %s', (field) => {
    expect(errorsOf({ ...valid, [field]: undefined })[field]).toBe('This field is required');
    expect(errorsOf({ ...valid, [field]: '' })[field]).toBe('This field is required');
  });

  it('treats whitespace-only text as missing', () => {
    expect(errorsOf({ ...valid, subject: '   ' }).subject).toBe('This field is required');
  });

  it.each([
    ['name', 100],
    ['subject', 200],
    ['message', 2000],
  ])('limits %s to %i characters', (field, max) => {
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(max) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(max + 1) })[field]).toBe(
      `Text must be less than ${max} characters`,
    );
  });

  it.each(['not-an-email', 'a++b@example.com', 'a..b@example.com', '<a@example.com>', 'a@b@example.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(errorsOf({ ...valid, email }).email).toBe('Invalid email format');
    },
  );

  it.each([
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '<img src=x onerror=alert(1)>',
    '<iframe src="x">',
  ])('rejects script-like text %s', (bad) => {
    for (const field of ['name', 'subject', 'message'])
      expect(errorsOf({ ...valid, [field]: bad })[field]).toBe('Invalid characters detected');
  });

  it('keeps ordinary punctuation and line breaks', () => {
    const message = "Lift B's door <3 sticks.\nPlease check = soon.";
    expect(feedbackInput.parse({ ...valid, message }).message).toBe(message);
  });

  it('accepts only the listed categories and priorities', () => {
    expect(errorsOf({ ...valid, category: 'gossip' }).category).toBe(FEEDBACK_TEXT.invalidCategory);
    expect(errorsOf({ ...valid, priority: 'critical' }).priority).toBe(FEEDBACK_TEXT.invalidPriority);
    for (const category of [
      'security',
      'amenities',
      'cleanliness',
      'parking',
      'noise',
      'suggestion',
      'complaint',
      'appreciation',
    ])
      expect(errorsOf({ ...valid, category })).toEqual({});
    for (const priority of ['low', 'normal', 'urgent']) expect(errorsOf({ ...valid, priority })).toEqual({});
  });

  it('rejects unknown fields', () => {
    expect(feedbackInput.safeParse({ ...valid, status: 'resolved' }).success).toBe(false);
  });

  it('tells missing information apart from invalid input', () => {
    expect(missingRequired(valid)).toBe(false);
    expect(missingRequired({ ...valid, subject: '  ' })).toBe(true);
    expect(missingRequired({ ...valid, category: '' })).toBe(true);
    expect(missingRequired({ ...valid, email: '' })).toBe(false);
  });

  it('words the rate-limit and toast messages as the spec does', () => {
    expect(FEEDBACK_TEXT.tooMany(7)).toBe('Please wait 7 minutes before submitting another feedback.');
    expect(FEEDBACK_TEXT.missing).toBe('Please fill in all required fields.');
    expect(FEEDBACK_TEXT.submitted).toBe(
      "Thank you for your feedback. We'll review it and get back to you soon.",
    );
    expect(FEEDBACK_TEXT.failed).toBe('Failed to submit feedback. Please try again.');
  });
});
