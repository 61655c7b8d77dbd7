// The formats upstream's forms accept for a mobile number and an e-mail address.

/** A mainland mobile number: 1, then 3, 4, 5, 7 or 8, eleven digits in all. */
export const MOBILE = /^1[34578]\d{9}$/;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
