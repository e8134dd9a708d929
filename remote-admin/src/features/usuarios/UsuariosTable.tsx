import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { MESSAGES, type BrandUser } from '@erp/domain';
import { UserActions } from './UserActions';
import { TableHead } from '../../grid/TableHead';

const T = MESSAGES.admin.usuarios;

/** What each row's menu runs. */
export interface UserRowActions {
  edit(user: BrandUser): void;
  toggleActive(user: BrandUser): void;
  resend(user: BrandUser): void;
  clientView(user: BrandUser): void;
}

/** The brand's users with company, branch state and whether they may sign in. */
export function UsuariosTable({ rows, actions }: { rows: BrandUser[]; actions: UserRowActions }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={T.title}>
        <TableHead
          labels={[
            T.columns.nome,
            T.columns.email,
            T.columns.empresa,
            T.columns.filial,
            T.columns.situacao,
            T.columns.acoes,
          ]}
        />
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.nome}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.empresa.nome}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{user.filial?.nome ?? '—'}</Text>
                  <Group gap={4}>
                    {user.filial?.trial ? (
                      <Badge size="xs" variant="light">
                        {T.trial}
                      </Badge>
                    ) : null}
                    {user.filial?.bloqueada ? (
                      <Badge size="xs" variant="light" color="red">
                        {T.filialBloqueada}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={user.ativo ? 'green' : 'red'} variant="light">
                  {user.ativo ? T.ativo : T.bloqueado}
                </Badge>
              </Table.Td>
              <Table.Td>
                <UserActions
                  user={user}
                  onEdit={() => actions.edit(user)}
                  onToggleActive={() => actions.toggleActive(user)}
                  onResend={() => actions.resend(user)}
                  onClientView={() => actions.clientView(user)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
