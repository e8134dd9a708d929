// `node --import tsx e2e/support/republishBuild.ts <container> [--activate]`: the e2e stack's last build of a container
// published again under a new version name (inactive unless --activate), for a test that needs a second version to
// switch to; prints its name.
import { republishStackBuild } from '@erp/stack';

republishStackBuild(process.argv[2] ?? '', { activate: process.argv[3] === '--activate' }).then(
  (versao) => console.log(versao),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
