import { Box, Flex } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useSession } from '@erp/session';
import { AuthCover } from './AuthCover';
import { usePingOnOpen } from './usePingOnOpen';

/** Frame of every auth screen: the brand's cover on the left of wide screens, the form on the right. */
export function AuthLayout() {
  usePingOnOpen();
  const cover = useSession((s) => s.config?.misc.capaAuth);
  const title = useSession((s) => s.config?.title ?? '');
  return (
    <Flex mih="100vh">
      {cover && (
        <Box
          component="aside"
          aria-label={title}
          visibleFrom="md"
          flex={1}
          h="100vh"
          pos="sticky"
          top={0}
          style={{ overflow: 'hidden' }}
          data-testid="auth-cover"
        >
          <AuthCover cover={cover} title={title} />
        </Box>
      )}
      <Flex
        component="main"
        w={{ base: '100%', md: cover ? 480 : '100%' }}
        justify="center"
        align="center"
        p="xl"
      >
        <Box w="100%" maw={400}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
