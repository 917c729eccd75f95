import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../api/shapes/user';
import { openDialog } from '../stores/dialog';
import { $user } from '../stores/session';

interface LoginGateProps {
  /** 'Log in to see your account'. */
  title: string;
  text?: string;
  children: (user: User) => ReactNode;
}

/** A member's screen: the member's content, or for a visitor a title and "Member's Login". */
export function LoginGate({ title, text, children }: LoginGateProps) {
  const user = useStore($user);
  if (user) return <>{children(user)}</>;
  return (
    <div className="state-box">
      <p className="state-box__title">{title}</p>
      {text ? <p>{text}</p> : null}
      <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
        Member's Login
      </button>
    </div>
  );
}
