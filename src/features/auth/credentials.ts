import '@/lib/zod-jitless';
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@/lib/email';
import { MIN_PASSWORD_LENGTH } from './texts';

const email = z.string().trim().min(1, 'Email is required').max(MAX_EMAIL_LENGTH, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address');
const password = z.string().min(1, 'Password is required');
const newPassword = password.min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({ email, password: newPassword });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword });
