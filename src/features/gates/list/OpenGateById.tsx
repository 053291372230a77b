import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../../ui/AnchorLink';
import { OpenById } from '../../../ui/OpenById';
import { recentGateIds } from '../../../client/recentLists';

/** For a server without the gates list: type a gate id, or pick one opened recently on this device. */
export function OpenGateById() {
  const navigate = useNavigate();
  return (
    <OpenById
      intro="This server does not list gates. Open one by its id instead."
      label="Gate id"
      recent={recentGateIds}
      open={(gateId) => {
        void navigate({ to: '/gates/$gateId', params: { gateId } });
      }}
      linkTo={(gateId, onClick) => (
        <AnchorLink to="/gates/$gateId" params={{ gateId }} onClick={onClick}>
          {gateId}
        </AnchorLink>
      )}
    />
  );
}
