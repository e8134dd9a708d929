/** A favourite page of the signed-in user, stored on the server. */
export interface Favorito {
  id: number;
  link: string;
  title: string;
}
