/** Posts per list page: the replaced site's twelve fit on page one; later pages hold the older posts. */
export const postsPerPage = 12;
