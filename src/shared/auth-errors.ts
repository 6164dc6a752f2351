/** Error codes the auth screens react to (without the schema library, for the sign-in form). */
export const AUTH_ERRORS = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  exists: 'ACCOUNT_EXISTS',
} as const;
