/** The session cookie's name: the origin check looks for it, the sessions set and read it. */
export const SESSION_COOKIE = 'saluni_session';
