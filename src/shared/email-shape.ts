// The e-mail shape every form and the server check, without the schema library: the sign-in form uses it
// before the validation library has loaded.
const EMAIL_SHAPE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const isValidEmail = (value: string) =>
  EMAIL_SHAPE.test(value) && !/\+\+|\.\.|@.*@|[<>]/.test(value) && value.length <= 254;
