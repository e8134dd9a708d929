import { servedFileUrl } from './servedFileUrl';

describe('servedFileUrl', () => {
  it("puts a path the API serves on the API's origin", () => {
    expect(servedFileUrl('/assets/brands/2/logo.png', 'http://localhost:3000/api/')).toBe(
      'http://localhost:3000/assets/brands/2/logo.png',
    );
    expect(servedFileUrl('/assets/brands/favicon.svg', 'https://erp.example.com.br/api')).toBe(
      'https://erp.example.com.br/assets/brands/favicon.svg',
    );
  });

  it('leaves an image hosted elsewhere as it is', () => {
    expect(servedFileUrl('https://cdn.example.com/logo.png', 'http://localhost:3000/api/')).toBe(
      'https://cdn.example.com/logo.png',
    );
    expect(servedFileUrl('//cdn.example.com/logo.png', 'http://localhost:3000/api/')).toBe(
      '//cdn.example.com/logo.png',
    );
  });
});
