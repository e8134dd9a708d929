import type { MouseEvent } from 'react';
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, routeTo, SLIDE_OUT_MS } from '@erp/domain';

/** 'Já tenho login': starts the page's slide-out, then goes to /auth/login once it has played (500 ms). */
export function HaveLoginLink({ onLeave }: { onLeave(): void }) {
  const navigate = useNavigate();
  const leave = (event: MouseEvent) => {
    event.preventDefault();
    onLeave();
    setTimeout(() => navigate(routeTo.login()), SLIDE_OUT_MS);
  };
  return (
    <Anchor component={Link} to={routeTo.login()} onClick={leave} ta="center">
      {MESSAGES.signup.haveLogin}
    </Anchor>
  );
}
