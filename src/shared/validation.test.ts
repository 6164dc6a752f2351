// Every field rule of the resident spec, section 5, message by message.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { isValidEmail } from './email-shape.ts';
import {
  email,
  flatNo,
  hasUnsafeMarkup,
  isValidPhone,
  normalizePhone,
  optionalText,
  password,
  passwordStrength,
  phone,
  text,
  VALIDATION_TEXT,
} from './validation.ts';

/** The first message a schema gives for a value, or null when the value passes. */
const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe('text', () => {
  it('is required', () => {
    expect(messageOf(text(), '')).toBe('This field is required');
    expect(messageOf(text(), '   ')).toBe('This field is required');
    expect(messageOf(text(), undefined)).toBe('This field is required');
    expect(messageOf(text(), null)).toBe('This field is required');
  });

  it('trims and keeps text as typed', () => {
    expect(text().parse('  Sea view & garden <3  ')).toBe('Sea view & garden <3');
  });

  it('allows 255 characters by default and refuses more', () => {
    expect(messageOf(text(), 'a'.repeat(255))).toBeNull();
    expect(messageOf(text(), 'a'.repeat(256))).toBe('Text must be less than 255 characters');
    expect(VALIDATION_TEXT.tooLong(255)).toBe('Text must be less than 255 characters');
  });

  it('takes its maximum from the caller', () => {
    expect(messageOf(text(100), 'a'.repeat(100))).toBeNull();
    expect(messageOf(text(100), 'a'.repeat(101))).toBe('Text must be less than 100 characters');
    expect(messageOf(text(2000), 'a'.repeat(2001))).toBe('Text must be less than 2000 characters');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a script tag with spaces and capitals', 'hello < SCRIPT src="x.js">'],
    ['a closing script tag', 'text </script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL with a space and capitals', 'see JavaScript :void(0)'],
    ['an inline event handler', '<img src=x onerror=alert(1)>'],
    ['an inline event handler with spaces', '<div onclick = "steal()">'],
    ['an uppercase event handler', '<body ONLOAD=go()>'],
    ['an iframe', '<iframe src="https://evil.example">'],
    ['an object element', '<object data="x.swf">'],
    ['an embed element', '< embed src="x">'],
  ])('refuses %s', (_, value) => {
    expect(hasUnsafeMarkup(value)).toBe(true);
    expect(messageOf(text(), value)).toBe('Invalid characters detected');
  });

  it.each([
    'Water leakage in the common area = urgent',
    'Flat B-101 <-> B-102 partition',
    'Meeting on Monday: agenda attached',
    'Scripted reply from the objecting member',
    "Don't park in front of the gate",
  ])('accepts ordinary text: %s', (value) => {
    expect(messageOf(text(), value)).toBeNull();
  });
});

describe('optionalText', () => {
  it('turns empty input into null', () => {
    expect(optionalText().parse('')).toBeNull();
    expect(optionalText().parse('   ')).toBeNull();
    expect(optionalText().parse(undefined)).toBeNull();
    expect(optionalText().parse(null)).toBeNull();
  });

  it('keeps the length and markup rules', () => {
    expect(optionalText().parse(' note ')).toBe('note');
    expect(messageOf(optionalText(10), 'a'.repeat(11))).toBe('Text must be less than 10 characters');
    expect(messageOf(optionalText(), '<iframe>')).toBe('Invalid characters detected');
  });
});

describe('password (sign-up)', () => {
  it('is required', () => {
    expect(messageOf(password, '')).toBe('Password is required');
    expect(messageOf(password, undefined)).toBe('Password is required');
  });

  it('needs at least 8 characters', () => {
    expect(messageOf(password, 'Ab1!xyz')).toBe('Password must be at least 8 characters long');
    expect(messageOf(password, 'Ab1!xyzw')).toBeNull();
  });

  it.each([
    'password',
    'Password1!',
    'PASSWORD#2026',
    '123456Ab!',
    'qwerty#A1',
    'QwErTy12!',
    'admin#A12',
    'Admin2026!',
  ])('refuses a common beginning: %s', (value) => {
    expect(messageOf(password, value)).toBe('Password cannot contain common patterns');
  });

  it('allows the common words later in the password', () => {
    expect(messageOf(password, 'My-password1')).toBeNull();
    expect(messageOf(password, 'Sea-admin#26')).toBeNull();
  });

  it.each([
    ['lowercase only', 'seaviewgarden'],
    ['uppercase only', 'SEAVIEWGARDEN'],
    ['digits only', '98201234567'],
    ['lowercase and digits', 'seaview2026'],
    ['uppercase and special', 'SEAVIEW#@!'],
  ])('needs 3 of 4 character classes (%s fails)', (_, value) => {
    expect(messageOf(password, value)).toBe(
      'Password must contain at least 3 of: uppercase, lowercase, numbers, special characters',
    );
  });

  it.each([
    ['upper, lower, digit', 'SeaView2026'],
    ['upper, lower, special', 'Sea-View-Home'],
    ['lower, digit, special', 'sea-view-2026'],
    ['upper, digit, special', 'SEA-VIEW-2026'],
    ['all four', 'Sea-View#2026'],
  ])('accepts 3 or more classes (%s)', (_, value) => {
    expect(messageOf(password, value)).toBeNull();
  });
});

describe('password strength', () => {
  it('is weak while the rules fail', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('seaviewgarden')).toBe('weak');
    expect(passwordStrength('Password#2026')).toBe('weak');
  });

  it('is medium with three classes', () => {
    expect(passwordStrength('SeaView2026')).toBe('medium');
    expect(passwordStrength('sea-view-2026')).toBe('medium');
  });

  it('is strong with all four classes', () => {
    expect(passwordStrength('Sea-View#2026')).toBe('strong');
  });
});

describe('email', () => {
  it.each(['resident@example.com', 'a.b-c_d%e+tag@mail.example.co.in', 'X@Y.IN'])('accepts %s', (value) => {
    expect(messageOf(email, value)).toBeNull();
  });

  it('is trimmed and lowercased', () => {
    expect(email.parse('  Meera.K@Example.COM ')).toBe('meera.k@example.com');
  });

  it.each([
    ['an empty value', ''],
    ['no @', 'resident.example.com'],
    ['no domain dot', 'resident@example'],
    ['a one-letter top-level domain', 'resident@example.c'],
    ['a space inside', 'res ident@example.com'],
    ['a repeated +', 'meera++tag@example.com'],
    ['a repeated . in the name', 'meera..k@example.com'],
    ['a repeated . in the domain', 'meera@example..com'],
    ['a repeated @', 'meera@@example.com'],
    ['two @', 'meera@home@example.com'],
    ['a <', '<meera@example.com'],
    ['a >', 'meera@example.com>'],
    ['a script-like address', '<script>@example.com'],
  ])('refuses %s', (_, value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(messageOf(email, value)).toBe('Invalid email format');
  });

  it('refuses a missing value with the same message', () => {
    expect(messageOf(email, undefined)).toBe('Invalid email format');
  });
});

describe('phone', () => {
  it.each([
    ['10 digits', '9876543210'],
    ['15 digits', '123456789012345'],
    ['a leading +', '+919876543210'],
    ['spaces', '+91 98200 12345'],
    ['hyphens', '98200-12345'],
    ['parentheses', '(22) 2640-1234'],
    ['all separators at once', '+1 (415) 555-0100'],
  ])('accepts %s', (_, value) => {
    expect(isValidPhone(value)).toBe(true);
    expect(messageOf(phone, value)).toBeNull();
  });

  it('keeps the phone as typed', () => {
    expect(phone.parse(' 98200 12345 ')).toBe('98200 12345');
    expect(normalizePhone('+91 (98200) 12-345')).toBe('+919820012345');
  });

  it.each([
    ['9 digits', '987654321'],
    ['16 digits', '1234567890123456'],
    ['a leading 0', '0987654321'],
    ['+ then 0', '+0987654321'],
    ['letters', '98765abcde'],
    ['dots', '98.765.43210'],
    ['a + in the middle', '98765+43210'],
    ['two leading +', '++919876543210'],
  ])('refuses %s', (_, value) => {
    expect(messageOf(phone, value)).toBe('Phone number must be 10-15 digits');
  });

  it('is required by the sign-up field', () => {
    expect(messageOf(phone, '')).toBe('This field is required');
    expect(messageOf(phone, '   ')).toBe('This field is required');
    expect(messageOf(phone, undefined)).toBe('Phone number must be 10-15 digits');
  });
});

describe('flat number', () => {
  it('is required', () => {
    expect(messageOf(flatNo, '')).toBe('Flat number is required');
    expect(messageOf(flatNo, '  ')).toBe('Flat number is required');
    expect(messageOf(flatNo, undefined)).toBe('Flat number is required');
  });

  it.each(['B-101', 'b 101', '12/3', 'A', 'TOWER-A/12'])('accepts %s', (value) => {
    expect(messageOf(flatNo, value)).toBeNull();
  });

  it('is trimmed', () => {
    expect(flatNo.parse('  B-101 ')).toBe('B-101');
  });

  it('allows 10 characters and refuses 11', () => {
    expect(messageOf(flatNo, 'ABCDE-1234')).toBeNull();
    expect(messageOf(flatNo, 'ABCDE-12345')).toBe('Invalid flat number format');
  });

  it.each(['B#101', 'B_101', 'B.101', 'B-101<', 'फ्लैट'])('refuses other characters: %s', (value) => {
    expect(messageOf(flatNo, value)).toBe('Invalid flat number format');
  });
});
