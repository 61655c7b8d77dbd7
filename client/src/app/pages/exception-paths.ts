/** The shell's own pages inside the main layout, which the server menu does not list. */
export const EXCEPTION_PATHS = { forbidden: '/exception/403', notFound: '/exception/404', serverError: '/exception/500' } as const;
