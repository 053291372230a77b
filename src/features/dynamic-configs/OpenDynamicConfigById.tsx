import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/AnchorLink';
import { OpenById } from '../../ui/OpenById';
import { recentDynamicConfigIds } from '../../client/recentLists';

/** For a server without the dynamic configs list: type an id, or pick one opened recently on this device. */
export function OpenDynamicConfigById() {
  const navigate = useNavigate();
  return (
    <OpenById
      intro="This server does not list dynamic configs. Open one by its id instead."
      label="Dynamic config id"
      recent={recentDynamicConfigIds}
      open={(configId) => {
        void navigate({ to: '/dynamic-configs/$configId', params: { configId } });
      }}
      linkTo={(configId, onClick) => (
        <AnchorLink to="/dynamic-configs/$configId" params={{ configId }} onClick={onClick}>
          {configId}
        </AnchorLink>
      )}
    />
  );
}
