import { OwnerLogin } from '../../components/OwnerLogin.tsx';

export default function Page() {
  return <OwnerLogin />;
}
