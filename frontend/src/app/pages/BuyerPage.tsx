import { BuyerHomeView } from '../../features/buyer/views/BuyerHomeView';
import { MemberEditView } from '../../features/members/views/MemberEditView';

/** The buyer area with its account form: two features put together here, so neither imports the other. */
export function BuyerPage() {
  return <BuyerHomeView account={<MemberEditView />} />;
}
