import { Box, Image } from '@mantine/core';
import type { AuthCover as AuthCoverConfig } from '@erp/domain';
import { SafeHtml } from '@erp/ui';
import classes from './AuthCover.module.css';

interface AuthCoverProps {
  /** The brand's cover (`config.misc.capaAuth`). */
  cover: AuthCoverConfig;
  /** Accessible name of an embedded cover page: the brand's title. */
  title: string;
}

/** The brand's cover beside the auth forms: an image, an embedded page or the brand's own HTML. */
export function AuthCover({ cover, title }: AuthCoverProps) {
  switch (cover.tipo) {
    case 'imagem':
      // Decoration beside the form: screen readers skip it.
      return <Image src={cover.valor} alt="" h="100%" w="100%" fit="cover" />;
    case 'iframe':
      return (
        <Box
          component="iframe"
          src={cover.valor}
          title={title}
          // No allow-same-origin: even a same-origin cover page runs in an opaque origin and cannot read the session.
          sandbox="allow-scripts allow-popups"
          referrerPolicy="no-referrer"
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      );
    case 'html':
      // The HTML comes from a brand configuration: SafeHtml sanitises it so none of its scripts ever run.
      return <SafeHtml html={cover.valor} className={classes.htmlCover} />;
  }
}
