import { mountStandalone } from '@erp/federation';
import Routes from './exposes/Routes';

// Standalone page for working on this remote alone; in the product the host loads ./exposes/Routes instead.
void mountStandalone(Routes, process.env.API_LIST_URL ?? '');
