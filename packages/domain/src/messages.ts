/**
 * Validation messages of spec §5. Both the server and the web app show these exact texts, so they live
 * here once.
 */
export const MESSAGES = {
  required: 'This field is required',
  invalidValue: 'Invalid value',
  minLength: (n: number) => `Minimum length is ${n} characters`,
  maxLength: (n: number) => `Maximum length is ${n} characters`,
  minValue: (n: number) => `Value must be at least ${n}`,
  emailRequired: 'Email address is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooWeak: 'Please use a stronger password',
  confirmPasswordRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  termsRequired: 'You must agree to the terms.',
  formHasErrors: 'Please fix the errors in the form.',
} as const;
