/** What the sign-up form shows after an answer of its server action. */
export interface SignupState {
  status: 'idle' | 'invalid' | 'error' | 'success';
  /** The address as typed, to keep it in the field after an error. */
  email: string;
  message?: string;
}

export const INITIAL_SIGNUP_STATE: SignupState = { status: 'idle', email: '' };
