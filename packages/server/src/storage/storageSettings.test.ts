import { loadConfig } from '../config/config';
import { parseStorageUrl } from './storageSettings';

describe('STORAGE_URL', () => {
  it('unset keeps the embedded folders', () => {
    expect(parseStorageUrl(null)).toEqual({ engine: 'local' });
    expect(loadConfig({}).storage).toEqual({ engine: 'local' });
  });

  it('reads a bucket, its prefix and the endpoint of an S3-compatible server', () => {
    expect(
      parseStorageUrl(
        's3://erp-files/prod/eu?endpoint=http://127.0.0.1:9000&region=sa-east-1&forcePathStyle=true',
      ),
    ).toEqual({
      engine: 's3',
      bucket: 'erp-files',
      prefix: 'prod/eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
      signedDownloads: false,
    });
  });

  it('defaults to AWS itself: virtual-host style, the region from AWS_REGION, no prefix', () => {
    expect(loadConfig({ STORAGE_URL: 's3://erp-files', AWS_REGION: 'sa-east-1' }).storage).toEqual({
      engine: 's3',
      bucket: 'erp-files',
      prefix: '',
      endpoint: null,
      region: 'sa-east-1',
      forcePathStyle: false,
      signedDownloads: false,
    });
    expect(parseStorageUrl('s3://erp-files/?signedDownloads=true')).toMatchObject({
      region: 'us-east-1',
      signedDownloads: true,
    });
  });

  it.each([
    ['file:///srv/erp', /só o esquema s3/],
    ['s3://AKIA:secret@erp-files/', /credenciais vão em AWS_ACCESS_KEY_ID/],
    ['s3://Bad_Bucket/', /nome de bucket inválido/],
    ['s3://erp-files/a%2F..%2Fb', /prefixo inválido/],
    ['s3://erp-files/a?endpiont=http://x', /parâmetro desconhecido: endpiont/],
    ['s3://erp-files/a?endpoint=ftp://x', /endpoint deve ser http/],
    ['s3://erp-files/a?forcePathStyle=talvez', /forcePathStyle deve ser true ou false/],
    ['not a url', /esperado s3:\/\/bucket/],
  ])('refuses %s with a Portuguese message naming the variable', (raw, why) => {
    expect(() => loadConfig({ STORAGE_URL: raw })).toThrow(/Variável de ambiente STORAGE_URL inválida/);
    expect(() => parseStorageUrl(raw)).toThrow(why);
  });
});
