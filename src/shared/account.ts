// Sign-up, sign-in, verification, password recovery and the current user.
import * as z from 'zod/mini';
import { endpoint, noInput, ok } from './contract.ts';
import { meOutput, profileSchema } from './session.ts';
import { email, flatNo, password, phone, text, VALIDATION_TEXT } from './validation.ts';

export const signUpInput = z.strictObject({
  name: text(100),
  email,
  phone,
  flat_no: flatNo,
  password,
});

export const signInInput = z.strictObject({
  email,
  password: z.string().check(z.minLength(1, VALIDATION_TEXT.passwordRequired), z.maxLength(128)),
});

export const resetRequestInput = z.strictObject({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please enter your email address')), email),
});

export const newPasswordInput = z
  .strictObject({
    token: z.string().check(z.minLength(10), z.maxLength(200)),
    password: z.string().check(z.minLength(1, 'Please fill in both password fields')),
    confirmPassword: z.string().check(z.minLength(1, 'Please fill in both password fields')),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'The passwords do not match',
      path: ['confirmPassword'],
    }),
    z.refine((v) => password.safeParse(v.password).success, {
      message: 'Invalid Password',
      path: ['password'],
    }),
  );

export const changePasswordInput = z
  .strictObject({
    currentPassword: z.string().check(z.minLength(1, 'Please fill in all password fields'), z.maxLength(128)),
    newPassword: z.string().check(z.minLength(1, 'Please fill in all password fields'), z.maxLength(128)),
    confirmPassword: z.string().check(z.minLength(1, 'Please fill in all password fields'), z.maxLength(128)),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: 'New passwords do not match',
      path: ['confirmPassword'],
    }),
    // The dashboard's own message for the short case, then the sign-up rules with theirs.
    z.superRefine((v, c) => {
      const rule =
        v.newPassword.length < 6
          ? 'Password must be at least 6 characters long'
          : password.safeParse(v.newPassword).error?.issues[0]?.message;
      if (rule) c.addIssue({ code: 'custom', message: rule, path: ['newPassword'] });
    }),
  );

export const accountApi = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/account/sign-up',
    access: 'public',
    input: signUpInput,
    output: ok,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/account/sign-in',
    access: 'public',
    input: signInInput,
    output: meOutput,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/account/resend-verification',
    access: 'public',
    input: z.strictObject({ email }),
    output: ok,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/account/password-reset',
    access: 'public',
    input: resetRequestInput,
    output: ok,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/account/password-reset/confirm',
    access: 'public',
    input: newPasswordInput,
    output: meOutput,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/change-password',
    access: 'member',
    input: changePasswordInput,
    output: ok,
  }),
  createProfile: endpoint({
    method: 'POST',
    path: '/api/account/profile',
    access: 'member',
    input: noInput,
    output: profileSchema,
  }),
};

// The error codes live in a module of their own, without the schema library, for the sign-in form.
export { AUTH_ERRORS } from './auth-errors.ts';

/** A resident files requests for the flat on their profile only. */
export const ACCOUNT_OWN_FLAT_TEXT = {
  none: 'Your profile has no flat number yet. Please ask the society office to add it.',
  other: (flat: string) => `Requests can only be made for your own flat (${flat}).`,
};

export const LOGIN_LIMIT = { max: 5, windowMs: 15 * 60_000 };
/** The wording of every attempt limit (sign-in, current password, sign-up), under the title 'Too Many Attempts'. */
export const waitMessage = (minutes: number) => `Please wait ${minutes} minutes before trying again.`;
