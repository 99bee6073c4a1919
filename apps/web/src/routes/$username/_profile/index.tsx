import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$username/_profile/')({
  staticData: { pageType: 'user-profile', title: 'Profile' },
});
