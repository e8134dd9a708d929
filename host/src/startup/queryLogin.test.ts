import { addressWithoutLoginParams, readQueryLogin } from './queryLogin';

describe('readQueryLogin', () => {
  it('reads token and storage type from the query string', () => {
    expect(readQueryLogin({ search: '?token=abc&typeStorage=session', hash: '' })).toEqual({
      token: 'abc',
      typeStorage: 'session',
    });
  });

  it('reads them from the query part of the hash route too', () => {
    expect(readQueryLogin({ search: '', hash: '#/pages/dashboard?token=xyz&typeStorage=local' })).toEqual({
      token: 'xyz',
      typeStorage: 'local',
    });
  });

  it('ignores an unknown storage type and a blank token', () => {
    expect(readQueryLogin({ search: '?token=%20&typeStorage=cookie', hash: '' })).toEqual({
      token: null,
      typeStorage: null,
    });
  });
});

describe('addressWithoutLoginParams', () => {
  it('drops token and typeStorage and keeps everything else', () => {
    expect(
      addressWithoutLoginParams({
        pathname: '/',
        search: '?token=a&x=1',
        hash: '#/pages/dashboard?typeStorage=local&y=2',
      }),
    ).toBe('/?x=1#/pages/dashboard?y=2');
  });
});
