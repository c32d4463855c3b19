import { routeHead } from "../routeHead"

export default routeHead<Queries.ContactPageQuery>("contact")
