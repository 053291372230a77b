import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/AnchorLink';
import { OpenById } from '../../ui/OpenById';
import { recentExperimentIds } from '../../client/recentLists';

/** For a server without the experiments list: type an id, or pick one opened recently on this device. */
export function OpenExperimentById() {
  const navigate = useNavigate();
  return (
    <OpenById
      intro="This server does not list experiments. Open one by its id instead."
      label="Experiment id"
      recent={recentExperimentIds}
      open={(experimentId) => {
        void navigate({ to: '/experiments/$experimentId/pulse-loads', params: { experimentId } });
      }}
      linkTo={(experimentId, onClick) => (
        <AnchorLink to="/experiments/$experimentId/pulse-loads" params={{ experimentId }} onClick={onClick}>
          {experimentId}
        </AnchorLink>
      )}
    />
  );
}
