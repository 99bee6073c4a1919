/** Whose library: the signed-in user's own, or their team's shared media. */
export type MediaLibraryName = 'own' | 'team';
