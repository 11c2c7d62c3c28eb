// Terms of service v3.0 (effective 2026-11-28), English: a faithful translation of terms-v3.ko.ts
// (same keys, same order); the Korean text is the binding one. Format: @stay/shared/contracts/policy-document.
export const TERMS_V3_EN = `> This English text is a translation provided for convenience. The Korean text is the legally binding version; if the two differ, the Korean text prevails.

## Article 1 (Purpose) {#purpose}
These terms set out the rights, duties and responsibilities of AwesomeStay Inc. (the "Company") and its members, and the conditions and procedures of use, for the stay booking intermediary service, vouchers and deals, coupons, awesome cash, paid membership, corporate member benefits and related services (the "Services") provided on the AwesomeStay website and mobile app (the "Site") operated by the Company.

## Article 2 (Definitions) {#definitions}
The terms used in these terms mean the following.
- "Member": a person who has agreed to these terms, entered into a use contract with the Company and uses the Services with an ID (e-mail address) or a Kakao account; members are general members or corporate members.
- "Corporate member": a member who is an employee of a company partnered with the Company and has registered that affiliation with a company code.
- "Stay operator": a business that runs a lodging such as a hotel, resort or pension and sells stay products through the Site.
- "Supplier": a business (channel) that obtains stay operators' rooms wholesale and sells them through the Company.
- "Stay product": a product allowing a stay on specific dates under the room and rate plan set by the stay operator.
- "Booking": a member's application for a stay product, completed by payment, and the stay contract made as a result.
- "Voucher": an electronic document proving the contents of a booking (stay, room, dates, booking number and so on); there are vouchers with fixed stay dates and "open-date vouchers", whose night the member chooses later within the period of use set at sale.
- "Deal": a stay product sold at a discounted price for a set sale period, period of use and quantity.
- "Coupon": an electronic token giving a discount of a set amount or rate when paying for a stay product.
- "Awesome cash": points the Company credits to members under the conditions it sets, such as events, writing reviews and membership benefits, usable like cash to pay for stay products.
- "Welfare points": points a corporate member's employer grants as an employee benefit, usable on the Site to pay for stay products.
- "Awesome membership": a paid service members join by recurring payment to receive benefits such as member-only prices; "Silver" renews monthly and "Gold" yearly.
- "Payment service provider": Toss Payments Co., Ltd., which processes payments on the Company's behalf.
- "Posts": reviews, inquiries and other writing, photos and other information members put on the Services.
Terms not defined in this article follow the relevant laws and general trade practice.

## Article 3 (Posting, effect and amendment of the terms) {#effect-and-changes}
- The Company posts these terms and its business information, such as its trade name, the name of its representative, the address of its place of business and its business registration number, at the bottom of the Site's screens and on linked screens so that members can easily find them.
- These terms take effect when a member agrees to them on the sign-up screen.
- The Company may amend these terms within limits that do not violate the relevant laws, such as the Act on the Regulation of Terms and Conditions, the Act on the Consumer Protection in Electronic Commerce (the "E-Commerce Act") and the Act on Promotion of Information and Communications Network Utilization and Information Protection.
- When amending the terms, the Company announces the effective date and the reasons, together with the current terms, in the notices and on this page from 7 days before the effective date until the day before it. For changes unfavourable to members, it announces them from 30 days before and also tells each member individually, for example by the e-mail address in the member info.
- If the Company, when announcing the amended terms, clearly told members that not objecting by the effective date would be taken as consent, and a member does not object, the member is deemed to have agreed to the amended terms. A member who does not agree to the amended terms may end the use contract (withdraw).
- Even after the terms are amended, bookings and payments made before the amendment takes effect remain subject to the cancellation rules shown at the time of booking and to the previous terms.

## Article 4 (Rules outside these terms) {#other-rules}
Matters not set out in these terms, and the interpretation of these terms, follow the relevant laws and general trade practice, such as the E-Commerce Act, the Act on the Regulation of Terms and Conditions, the Framework Act on Consumers, the Guidelines on Consumer Protection in Electronic Commerce and the Consumer Dispute Resolution Standards set by the Fair Trade Commission. Where the Company has set and announced separate conditions of use for a product or an event, those conditions apply before these terms; where they differ from these terms, the condition more favourable to the member applies.

## Article 5 (Sign-up) {#signup}
- A user applies to join by verifying an e-mail address on the Company's sign-up screen, entering the required information and agreeing to these terms and the privacy policy; the use contract is made when the Company accepts the application. A user may also join with a Kakao account.
- Only persons aged 14 or older may join. An applicant must confirm at sign-up that they are 14 or older.
The Company may refuse an application, or later end the use contract, in the following cases.
- The name, e-mail address or mobile number of another person was used
- False information was given, or information the Company asked for was not given
- The applicant is under 14
- A person who lost membership under Article 7 applies again (unless the Company has agreed to the new sign-up)
- The application otherwise violates the law or is made for an improper purpose

## Article 6 (Managing member information and the account) {#account}
- Members can check and change their information in the member info of My page, and must update it at once when information given at sign-up changes. Disadvantages caused by not updating it are borne by the member.
- Members must keep their password and account safe and must not let third parties use them. A member who learns that the account has been stolen or is being used by a third party must change the password at once and tell the Company.
- To protect accounts, the Company may temporarily restrict login or some functions when it finds repeated failed logins, abnormal requests and the like.

## Article 7 (Withdrawal and loss of membership) {#withdrawal}
- Members may apply to withdraw at any time on the member info screen of My page, and the Company processes it at once.
- While a member has an upcoming paid booking or a payment in progress, the stay still needs the guest's details, so the member may withdraw after cancelling the booking or finishing the stay. Unpaid bookings are cancelled automatically on withdrawal.
- On withdrawal, an awesome membership in use ends at once and the remaining period is not refunded (a member entitled to a refund under Article 19 may apply for it before withdrawing). Awesome cash, coupons, welfare points and the wishlist are forfeited and are not restored even if the member joins again.
- A withdrawn member's personal information is deleted at once under the privacy policy, and transaction records that must be kept by law are kept separately for the period set.
The Company may restrict or suspend membership if a member does any of the following, and may end the membership if the same act is repeated twice or more or is not corrected within 30 days.
- Giving false information at sign-up or stealing another person's information
- Threatening the order of electronic commerce, such as interfering with others' use of the Services or stealing their information
- Obtaining or using coupons, awesome cash or welfare points by improper means, or reselling bookings for profit
- Using the Services for acts that the law or these terms forbid or that are against public order and good morals
When ending a membership, the Company tells the member the reason and gives the member an opportunity of at least 30 days to explain.

## Article 8 (Notices to members) {#notices}
- When the Company tells a member something individually, it uses the e-mail address or the mobile number (text message or Kakao AlimTalk) in the member info, or screens within the Services.
- When telling many members at once, the Company may post a notice in the notices for 7 days or longer instead of telling each member. Matters with a significant effect on a member's transactions are told individually.
- Messages needed for transactions, such as verification codes, booking confirmations and cancellations, payment receipts and membership payment and renewal notices, are sent whether or not the member consented to marketing. Advertising such as event and benefit news is sent only to members who consented, and members may withdraw consent at any time in their member info.

## Article 9 (The Services) {#service}
The Company provides the following Services.
- Searching and comparing stays and stay products in Korea and abroad, and information about them
- Brokering bookings of stay products and acting for payment, and confirming, changing, cancelling and refunding bookings
- Brokering sales of vouchers and deals, and alarms when a deal opens
- Coupons, awesome cash, the awesome membership and corporate member benefits
- Conveniences such as reviews, the wishlist and recent searches
- The customer centre (frequently asked questions, notices, 1:1 inquiries and chat)
As a rule the Services are available 24 hours a day all year round; customer centre support is available on weekdays 10:30-16:30 (lunch break 12:00-13:00; closed weekends and public holidays).

## Article 10 (The Company's position: mail-order intermediary) {#intermediary}
- The Company is a mail-order intermediary that brokers transactions of stay products sold by stay operators and suppliers (the "stay operators etc."); it is not a party to the stay contract. The stay contract is made between the member and the stay operator, and the duties and responsibilities for providing the stay, its quality and the use of the stay lie with the stay operators etc.
- At the member's request, the Company acts for the booking procedure, such as passing on the booking, receiving the payment and making refunds, and bears the duties of an intermediary set out in these terms.
- The Company shows the stay operator's trade name, address, contact details and the like on the product screen, and at the member's request lets the member see the seller's business information under Article 20 of the E-Commerce Act.
- The Company states at the bottom of the Site's screens that it is a mail-order intermediary and not a party to the transaction. Where the Company has not done so, or a member suffers damage through the Company's intent or negligence, the Company is liable under the relevant laws.

## Article 11 (The stay operator's rules) {#stay-rules}
- Check-in and check-out times, the number and ages of guests allowed, charges for extra guests, pets, smoking, use of facilities, identity checks, deposits and other matters of using the stay follow the rules set by the stay operator; the Company shows them on the product and booking screens.
- Members and guests must follow the stay operator's rules. If entry is refused because a stay rule was broken (for example more guests than booked, or refusing an identity check), the booking may not be refunded.
- Minors under 19 may be refused a stay without a guardian under the Juvenile Protection Act and the stay's rules.
- Stay information (photos, facilities, location and the like) is provided by the stay operators etc.; when the Company learns that it is inaccurate, it asks for a correction at once or corrects it itself.

## Article 12 (Applying for and making a booking) {#booking}
- A member applies for a booking by choosing the stay, room, rate plan, dates and guests, entering the guest's details (name, mobile number, e-mail address, and for stays abroad the name in English and a contact number with country code), agreeing to the cancellation rules and to the provision of personal information to the stay, and paying.
- Before payment, the Company shows the stay, room, rate plan, dates, guests, total amount, the cancellation rules and refund deadline, and the stay operator's main rules so that the member can check them.
- On entering the booking screen, the room is held for a set time (15 minutes by default); if payment is not made within it, the hold ends and the coupon and awesome cash the member meant to use come back.
- A booking is made when payment completes. However, a stay product sold through a supplier is booked when the supplier confirms it; if the supplier cannot confirm the booking, the Company refunds the full amount paid.
- When a booking is made, the Company issues the voucher and sends a booking confirmation to the member's and the guest's e-mail and the like.
- If the price or availability changes just before payment for reasons of the stay operators etc., the Company shows the change and goes ahead only when the member confirms again.
- Where a member who is a minor made a booking without the consent of a legal representative, the member or the legal representative may cancel it.
- The Company may refuse a booking application where there is no availability, the application is false, or improper use is suspected; any amount already paid is refunded in full.

## Article 13 (Prices and payment) {#payment}
- Prices of stay products are shown in Korean won and include value-added tax and service charges. Where taxes or charges must be paid directly at the stay (for example accommodation taxes or resort fees at some stays abroad, or charges for extra guests), they are shown on the product and booking screens before payment.
- Silver and Gold members may get member-only prices, and deals their discounted price during the sale period; the final amount is the amount shown on the payment screen.
- Members can pay through the payment service provider Toss Payments by credit or debit card, bank transfer, or easy payments such as Toss Pay, Kakao Pay, Naver Pay and Payco; the conditions of each method (instalments, limits and so on) follow the rules of the card company or provider.
- Coupons, awesome cash and welfare points can be used together at payment; the coupon applies first, then awesome cash and welfare points. After discounts and points, the amount paid through the payment service provider must be at least 100 won.
- Card numbers and other payment credentials are entered directly in the payment service provider's window; the Company does not store them.
- Members must use payment methods in their own name, and are responsible for any unauthorised use of another person's payment method.
- Where extra charges such as an extra bed arise after booking, the member can pay them on the voucher screen; this article also applies to such additional payments.

## Article 14 (Cancellation and refunds of bookings) {#cancellation}
- The cancellation rules of each stay product (the free cancellation deadline and whether it can be cancelled) are set by the stay operators etc.; the Company shows them on the product and payment screens before payment and obtains the member's agreement.
- Because stay products are for set dates and become hard to resell as time passes, withdrawal of an offer (cancellation) may be limited within the cancellation rules shown, under Article 17(2) and (6) of the E-Commerce Act.
- Until the free cancellation deadline (23:59 Korean time on that day), a booking can be cancelled without a fee; after the deadline, and for rate plans shown as "non-refundable", bookings cannot be cancelled or refunded.
- Members can apply to cancel under bookings on My page or on the voucher screen; before the cancellation is confirmed, the Company shows the refund for each payment method. For stay products the Company obtains directly, part of the rooms or of the last nights may also be cancelled before the free cancellation deadline.
- Refunds go to the payment method used.

| Payment method | How and when it is refunded |
|---|---|
| Card, easy payment, bank transfer | When the cancellation is confirmed, the Company at once asks the payment service provider to cancel the payment, and the payment is cancelled within 3 business days of the confirmation. When the card charge cancellation or the deposit actually shows may take a few more days depending on the card company or bank. |
| Awesome cash, welfare points | Returned as soon as the cancellation is confirmed. |
| Coupon | Returned when the whole booking is cancelled; if the coupon's validity has passed, the returned coupon cannot be used. Not returned when only part of a booking is cancelled. |
| Additional payments | When the whole booking is cancelled, the booking's additional payments are also refunded to the payment method used. |

- Where the stay cannot be provided for reasons of the stay operators etc. (overbooking, broken facilities, closure and the like), the booking is refunded in full whatever the cancellation rules, and the Company helps the member find another stay. Compensation for resulting damage is borne by the stay operators etc. under the Consumer Dispute Resolution Standards and other rules.
- Where the stay cannot be used because of force majeure, such as natural disasters, the spread of an infectious disease or government orders, the Company works with the stay operators etc. so that the booking can be cancelled without a fee under the stay operator's rules and the Consumer Dispute Resolution Standards.
- The Company takes the steps needed for a refund within 3 business days of the day the reason for the refund arose, and pays the late-payment interest set by the E-Commerce Act if a refund is delayed for reasons attributable to the Company.

## Article 15 (No-shows and failure to use) {#no-show}
- If a member does not cancel a booking and does not arrive at the stay on the date (a no-show), the stay is treated as used and the amount paid is not refunded. For bookings of several nights, the remaining nights follow the stay operator's rules.
- A member who expects to arrive after check-in time must tell the stay in advance; if the booking is cancelled or no room is assigned because the member did not, the member is responsible.
- If a member checks out earlier than planned through no fault of the stay, the remaining nights are not refunded.

## Article 16 (Vouchers and deals) {#vouchers}
- Vouchers can be seen on My page and on the voucher screen; at check-in the member must show the booking number or voucher details together with any identification the stay asks for.
- The night of an open-date voucher may be chosen once, within the period of use set at sale and on a date the stay has rooms left. Once the night is chosen, these terms and the product's cancellation rules apply as to any booking, and the date chosen can be changed only if the stay operator agrees.
- Cancellation and refund of an open-date voucher whose night was not chosen within its period of use follow the rules shown on the product screen; where the law or the Consumer Dispute Resolution Standards set something more favourable to the member, that applies.
- Deals are sold for a set sale period (from 00:00 on the first day to 24:00 on the last day, Korean time) and quantity, and the deal price applies only when every night of the stay falls within the deal's period of use. Deals cannot be booked at the deal price after the sale period, and a sale may end within the period once all are sold.
- Members who asked for an alarm for a deal are told once when its sale opens; an alarm does not guarantee a purchase.
- Cancellation and refund of deals follow the cancellation rules shown on the product screen.

## Article 17 (The awesome membership) {#membership}
- The awesome membership comes as Silver, renewed monthly, and Gold, renewed yearly; members who join receive, during the period of use, the benefits shown on the joining screen, such as member-only prices for stay products.
- The price of the membership is shown on the joining screen; on the effective date of these terms it is 1,900 won a month for Silver and 19,000 won a year for Gold (VAT included).
- Silver can be joined only once per member and cannot be joined again after it has ended for any reason, such as cancellation, changing to Gold or a failed payment. Gold can be joined again. A member can hold only one membership at a time, and corporate members cannot join the membership.
- When joining, the member registers a card for recurring payments on the payment service provider's screen and pays for the first period. Before payment, the Company shows the price, the payment date and the next payment date, automatic renewal, and the conditions of cancellation and refund.
- Periods of use run monthly or yearly from the day of joining; where the following month has no such date, the last day of that month is used.
- A member who changes from Silver to Gold during a Silver period starts Gold at once and is charged the full Gold price; the remaining Silver period is not refunded.

## Article 18 (Automatic renewal of the membership and price changes) {#membership-renewal}
- Unless the member cancels, the membership renews automatically for the same period when a period ends, and the price then in force is charged to the registered card on the renewal date.
- The Company always shows the next payment date and amount on the membership management screen. For Gold (yearly), it tells the member by e-mail of the renewal date and amount at least 7 days before the renewal payment; where the registered card expires before the next payment, it asks the member to change the card from 30 days before the payment date.
- If a renewal payment fails, the Company tells the member, keeps the benefits for 7 days from the first failure and may try the payment again during that time. The member can change the card on the membership management screen; if payment is not made within the 7 days, the membership ends.
- The Company may change the membership price; it announces the change and when it applies at least 30 days before the new price applies.
- If the price rises, the Company asks the member for consent within the 30 days before the member's renewal date, and renews at the higher price only if the member consents. If the member declines or does not answer by the renewal date, the membership ends without payment when that period ends. The member may change the answer until the renewal date.
- If the price falls, the lower price is charged from the next renewal without separate consent.

## Article 19 (Cancelling the membership and refunds) {#membership-cancel}
- Members can apply to cancel at any time on the membership management screen. After cancelling, no further renewal payment is made, and the benefits continue until the end of the period already paid for. The cancellation can be undone before the period ends.
- Gold is refunded in full if the member applies within 7 days from the day after joining and no booking has used the membership benefits meanwhile; the membership then ends at once.
- Except in the case above, the price of a period that has already started is not refunded on cancellation. Silver, a small monthly product, has no refunds in the middle of a period.
- However, where the Company could not provide the membership benefits for reasons attributable to it, or where the law or the Consumer Dispute Resolution Standards provide otherwise, the amount for the remaining period is refunded accordingly.
- Refunds are made by cancelling the payment on the card used, with the same timing as card refunds under Article 14.

## Article 20 (Awesome cash) {#points}
- Awesome cash is credited under conditions the Company sets and announces, such as signing up, writing reviews, membership benefits and events; what was credited and its validity can be seen on the awesome cash screen of My page.
- Awesome cash can be used in units of 1 won to pay for stay products; it cannot be exchanged for cash or refunded, and cannot be transferred or given to another member.
- Awesome cash with a set validity expires when its validity ends. All remaining awesome cash is forfeited on withdrawal.
- When a booking paid with awesome cash is cancelled, the awesome cash used comes back at once.
- The Company may take back awesome cash credited by improper means, or whose underlying transaction was cancelled.

## Article 21 (Coupons) {#coupons}
- Coupons are issued by download, by registering a coupon code, through events and the like; their conditions of use, such as the discount amount or rate, minimum payment, stays they apply to and validity, are shown on the coupon.
- Only one coupon can be used per booking, and coupons cannot be exchanged for cash or transferred. A coupon discount never brings the amount paid below 100 won.
- A coupon code can be registered only once per member, and codes for members of a specific company can be registered only by that company's corporate members. To prevent misuse, after ten wrong codes within one hour, registration is blocked for the following hour.
- When a whole booking that used a coupon is cancelled, the coupon is returned; it is not returned when only part is cancelled. A coupon whose validity has passed cannot be used even if returned.
- Coupons issued or used by improper means may be taken back or their use cancelled.

## Article 22 (Corporate members and welfare points) {#corporate}
- Employees of companies partnered with the Company can become corporate members by registering the company code given by their employer, their department name and their name, and receive benefits such as corporate-only coupons and welfare points.
- Welfare points are granted under the employer's employee benefit programme, can be used to pay for stay products until 31 December of the year they were granted, and welfare points not used by then expire. The Company tells members in December of the points due to expire.
- Welfare points cannot be exchanged for cash or transferred; when a booking paid with welfare points is cancelled, they come back at once. Points that come back are treated as granted in the year they come back.
- When the partnership between the employer and the Company ends or the company code loses effect, corporate member benefits may end, and welfare points are handled under the employer's programme.

## Article 23 (Reviews and other posts) {#posts}
- Reviews can be written by the member of a booking whose stay has finished, and must be based on the actual experience.
- The copyright of a post belongs to the member who wrote it. The member allows the Company to show posts within the Services and to use them, in a form that does not identify the member, as far as needed to promote the Services. This permission ends when the member deletes the post.
- The Company may hide or delete without notice posts that defame others or expose personal information, posts for advertising or promotion, posts that are false or unrelated to the experience of use, and posts that violate the law, and may take temporary measures under the Act on Promotion of Information and Communications Network Utilization and Information Protection at the request of a person whose rights are infringed.

## Article 24 (Members' obligations) {#user-obligations}
Members must not do the following.
- Enter false information at sign-up, when changing information or when booking, or steal another person's information or payment method
- Resell bookings, vouchers, coupons or awesome cash for profit, or obtain them by improper means
- Collect information in bulk with automated programs, put an excessive load on the Services, or get around security measures
- Infringe the intellectual property rights, reputation or personal information of the Company or third parties
- Break the stay operator's rules or damage the stay's facilities
- Otherwise violate the law or these terms
Members must comply with the law, these terms and the conditions of use shown on the Services' screens, and must compensate the Company or third parties for damage caused by failing to do so.

## Article 25 (The Company's obligations) {#company-obligations}
- The Company does not do anything that the law or these terms forbid or that is against public order and good morals, and strives to provide the Services continuously and reliably.
- The Company maintains security systems to protect members' personal information, and publishes and complies with its privacy policy.
- The Company does not send advertising that members do not want.
- The Company deals at once with members' opinions and complaints about the Services that it finds justified. It gives a first answer to a 1:1 inquiry within 90 minutes of the customer centre's opening hours, and where something cannot be dealt with at once, it tells the member the reason and the schedule.
- When a dispute arises between the stay operators etc. and a member, the Company strives to resolve it, for example by providing the information needed and mediating.

## Article 26 (Changes to and interruption of the Services) {#service-changes}
- The Company may change the contents of the Services for operational or technical needs, and announces the changes and their timing in advance.
- The Company may temporarily interrupt all or part of the Services for reasons such as inspection, replacement or failure of information and communications equipment, communication outages or natural disasters. Planned interruptions are announced in advance; where advance notice is impossible, they are announced afterwards.
- If the Company can no longer provide the Services, for example because it ends the business, it announces this at least 30 days in advance together with how bookings already made will be carried out and how the remaining membership periods, awesome cash and the like will be compensated.

## Article 27 (Limitation of liability) {#liability}
- The Company is not liable where it cannot provide the Services because of force majeure, such as natural disasters, war, infectious diseases, government orders or failures of telecommunications carriers.
- The Company is not liable for disruption of the Services or damage caused by reasons attributable to the member (wrong information entered, careless management of the account, breaking the stay's rules and the like).
- As a mail-order intermediary, the Company is not liable for the contents and quality of the stays provided by the stay operators etc. or for accidents within the stay, unless the Company has failed in its duties as an intermediary.
- The Company is not liable in connection with services provided free of charge unless the law specially provides otherwise.
- The limitations of liability in this article do not apply to damage caused by the Company's intent or gross negligence, or where the law does not allow liability to be limited.

## Article 28 (Intellectual property) {#intellectual-property}
- Rights in the design, text, programs, trademarks and content written by the Company on the Site and in the Services belong to the Company; rights in the stays' photos and information belong to the stay operators etc. or other right holders.
- Members must not use information obtained through the Services for profit, or let third parties use it, by copying, transmitting, publishing, distributing, broadcasting or other means without the prior consent of the Company or the right holder.

## Article 29 (Dispute resolution) {#disputes}
- The Company runs a customer centre (1:1 inquiries, chat, and privacy inquiries at privacy@awesomestay.kr) to handle members' complaints and damage.
- Standards of compensation for disputes between the Company and members follow these terms and the Consumer Dispute Resolution Standards published by the Fair Trade Commission.
- If a dispute is not settled amicably, the member may apply for mediation to the relevant bodies, such as the Consumer Dispute Settlement Commission of the Korea Consumer Agency (consumer counselling centre 1372, no area code) or the Electronic Document and Transaction Dispute Mediation Committee.

## Article 30 (Governing law and jurisdiction) {#jurisdiction}
- The laws of the Republic of Korea apply to disputes between the Company and members.
- Lawsuits between the Company and members are brought before the Seoul Central District Court. However, e-commerce lawsuits with members who are consumers fall, under Article 36 of the E-Commerce Act, within the exclusive jurisdiction of the district court for the member's address (or, without an address, residence) when the suit is filed; where the member's address or residence is unclear when the suit is filed, or the member lives abroad, the Seoul Central District Court has jurisdiction.

## Addendum {#addendum}
- These terms are version v3.0 and take effect on 28 November 2026.
- Bookings and payments made before these terms take effect remain subject to the cancellation rules shown at the time of booking and to the previous terms. For an awesome membership in use when these terms take effect, the membership articles of these terms apply from the first renewal date after they take effect.
- Earlier versions of the terms can be read by choosing them in the version selector of this page: v2.0 (effective 1 June 2026), v1.0 (effective 1 January 2025).
`;
