/** What the address may carry to sign a user in from another system (spec 000 §2 start-up). */
export interface QueryLogin {
  token: string | null;
  typeStorage: 'local' | 'session' | null;
}

function paramsOf(location: Pick<Location, 'search' | 'hash'>): URLSearchParams[] {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return [new URLSearchParams(location.search), new URLSearchParams(hashQuery)];
}

/** Reads `token` and `typeStorage` from the query string or from the query part of the hash route. */
export function readQueryLogin(location: Pick<Location, 'search' | 'hash'>): QueryLogin {
  let token: string | null = null;
  let typeStorage: QueryLogin['typeStorage'] = null;
  for (const params of paramsOf(location)) {
    token = params.get('token') ?? token;
    const storage = params.get('typeStorage');
    if (storage === 'local' || storage === 'session') typeStorage = storage;
  }
  return { token: token && token.trim() ? token.trim() : null, typeStorage };
}

/** The same address without the login parameters, so a token never lingers in the address bar or in history. */
export function addressWithoutLoginParams(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const strip = (query: string) => {
    const params = new URLSearchParams(query);
    params.delete('token');
    params.delete('typeStorage');
    const rest = params.toString();
    return rest ? `?${rest}` : '';
  };
  const [hashPath = '', hashQuery = ''] = location.hash.split('?');
  return `${location.pathname}${strip(location.search)}${hashPath}${hashQuery ? strip(hashQuery) : ''}`;
}
