/** The special characters the password rule accepts, exactly as the product spec lists them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

interface PasswordRule {
  message: string;
  test: (password: string) => boolean;
}

const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

export const passwordRules: readonly PasswordRule[] = [
  {
    message: 'Password must contain at least 8 characters',
    test: (p) => Array.from(p).length >= PASSWORD_MIN_LENGTH,
  },
  { message: 'Password must contain at least one uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { message: 'Password must contain at least one lowercase letter', test: (p) => /[a-z]/.test(p) },
  { message: 'Password must contain at least one number', test: (p) => /\d/.test(p) },
  {
    message: 'Password must contain at least one special character',
    test: (p) => specialCharacter.test(p),
  },
];

/** The messages for every rule the password breaks; the password is valid when the list is empty. */
export function validatePasswordStrength(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export function isPasswordStrong(password: string): boolean {
  return validatePasswordStrength(password).length === 0;
}
