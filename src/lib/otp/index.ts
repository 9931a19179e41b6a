export { MAX_WRONG_ATTEMPTS, OTP_PURPOSES, type OtpPurpose } from './rules';
