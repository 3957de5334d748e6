import { ring, ringSize } from '../Spinner/Spinner.css.ts';
import * as s from './LoginProcessing.css.ts';

export interface LoginProcessingProps {
  /** The text meaning 'Login is being processed...', e.g. '로그인 처리 중입니다...'; shown and announced. */
  message: string;
  /** Extra class on the screen. @default undefined */
  className?: string;
}

/** The login-processing screen (SPEC §2): a spinner with the message, filling the viewport. */
export function LoginProcessing({ message, className }: LoginProcessingProps) {
  return (
    <div role="status" aria-busy="true" className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <span className={`${ring} ${ringSize.lg}`} aria-hidden="true" />
      <p className={s.message}>{message}</p>
    </div>
  );
}
