/** Injection tokens for the values created before Nest starts (configuration and database). */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const DATABASE = Symbol('DATABASE');
export const DB = Symbol('DB');
