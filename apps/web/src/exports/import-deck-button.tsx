import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';

const ImportDialog = lazy(() => import('./import-dialog').then((module) => ({ default: module.ImportDialog })));

/** Imports a file as a new deck of the signed-in person's, then opens it in the editor. */
export function ImportDeckButton() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Import
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            onClose={() => setOpen(false)}
            onImported={(job) =>
              void navigate({
                to: '/$username/$slugOrId/edit',
                params: { username: job.deck.user.username, slugOrId: job.deck.slug },
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}
