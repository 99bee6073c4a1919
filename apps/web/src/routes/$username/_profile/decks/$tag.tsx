import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$username/_profile/decks/$tag')({
  staticData: { pageType: 'user-profile', title: 'Tagged decks' },
});
