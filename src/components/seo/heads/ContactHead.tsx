import { routeHead } from "../routeHead"

/** The head of pages/contact.tsx: see deferredHead.tsx for how the browser loads it. */
export default routeHead<Queries.ContactPageQuery>("contact")
