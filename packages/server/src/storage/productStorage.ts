import path from 'node:path';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { localFolderStorage } from './localFolderStorage';
import type { ObjectStorage } from './objectStorage';
import type { StorageSettings } from './storageSettings';

/** The kinds of files the product keeps, each in its own key space. */
export const STORAGE_AREAS = ['reports', 'avatars', 'brandImages', 'releases'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Every file the product keeps, by kind, on one engine. */
export type ProductStorage = Record<StorageArea, ObjectStorage> & {
  /** Where it all goes (logs, readiness answer). */
  readonly description: string;
  /** Report downloads redirect to a signed bucket URL instead of streaming through the API. */
  readonly signedDownloads: boolean;
  /** Throws when the storage cannot be reached or written. */
  check(): Promise<void>;
  close(): void;
};

/** The folders of the embedded engine, as they were before there was a storage interface. */
export interface LocalFolders {
  dataDir: string;
  reportsDir: string;
  deployDir: string;
}

/** Key prefix of each area inside the bucket (after STORAGE_URL's own prefix). */
const S3_PREFIXES: Record<StorageArea, string> = {
  reports: 'reports/',
  avatars: 'avatars/',
  brandImages: 'brand-images/',
  releases: 'releases/',
};

/**
 * Opens the product's storage: folders under DATA_DIR (REPORTS_DIR and DEPLOY_DIR where set), or one bucket with a
 * prefix per area. `s3Client` adds client settings (tests pass the fake server's credentials).
 */
export async function openProductStorage(
  settings: StorageSettings,
  folders: LocalFolders,
  s3Client: Partial<S3ClientConfig> = {},
): Promise<ProductStorage> {
  if (settings.engine === 'local') {
    const areas: Record<StorageArea, ObjectStorage> = {
      reports: localFolderStorage(folders.reportsDir),
      avatars: localFolderStorage(path.join(folders.dataDir, 'avatars')),
      brandImages: localFolderStorage(path.join(folders.dataDir, 'brand-images')),
      releases: localFolderStorage(folders.deployDir),
    };
    return {
      ...areas,
      description: `pastas em ${folders.dataDir}`,
      signedDownloads: false,
      check: async () => {
        await Promise.all(STORAGE_AREAS.map((area) => areas[area].check()));
      },
      close: () => undefined,
    };
  }
  // The AWS SDK is loaded only for a bucket: it is the heaviest dependency to load, and most processes (and test
  // files) keep their files in folders.
  const { createS3Client, s3Storage } = await import('./s3Storage');
  const client = createS3Client(settings, s3Client);
  const area = (name: StorageArea) =>
    s3Storage(client, { ...settings, prefix: settings.prefix + S3_PREFIXES[name] });
  const reports = area('reports');
  return {
    reports,
    avatars: area('avatars'),
    brandImages: area('brandImages'),
    releases: area('releases'),
    description: `s3://${settings.bucket}/${settings.prefix}`,
    signedDownloads: settings.signedDownloads,
    check: () => reports.check(),
    close: () => client.destroy(),
  };
}
