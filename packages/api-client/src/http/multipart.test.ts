import { createApiClient } from '../createApiClient';
import { AvatarUploadSchema } from '../schemas';
import { json, mockFetch } from '@erp/test-doubles';

describe('multipart uploads', () => {
  it('sends a FormData body as multipart, with the token, and parses the answer', async () => {
    const { fetch, requests } = mockFetch(json({ avatar: 'http://localhost:3000/uploads/a.png' }));
    const api = createApiClient({ endpoint: 'http://localhost:3000/api/', getToken: () => 'tok-1', fetch });
    const body = new FormData();
    body.append('file', new Blob(['png-bytes'], { type: 'image/png' }), 'foto.png');

    await expect(api.post('Usuarios/avatar', body, AvatarUploadSchema)).resolves.toEqual({
      avatar: 'http://localhost:3000/uploads/a.png',
    });

    const [request] = requests;
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('Authorization')).toBe('tok-1');
    const sent = await request?.formData();
    const file = sent?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('foto.png');
  });
});
