import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/decks/$tag')({
  staticData: { pageType: 'user-profile', title: 'Tagged decks' },
  component: ComingSoon,
});
