// Privacy policy v3.0 (effective 2026-11-28), English: a faithful translation of privacy-v3.ko.ts
// (same keys, same order); the Korean text is the binding one. Format: @stay/shared/contracts/policy-document.
export const PRIVACY_V3_EN = `> This English text is a translation provided for convenience. The Korean text is the legally binding version; if the two differ, the Korean text prevails.

AwesomeStay Inc. (the "Company") establishes and publishes this privacy policy under Article 30 of the Personal Information Protection Act of Korea (the "PIPA") to protect the personal information of data subjects and to handle related complaints promptly and smoothly.
This policy applies to the stay bookings, vouchers and deals, coupons, awesome cash, awesome membership, corporate member benefits and customer centre services (the "Services") provided on the AwesomeStay website (including the mobile web) and mobile app (including the web screens opened inside the app) operated by the Company.

## Article 1 (Purposes of processing) {#purpose}
The Company processes personal information for the following purposes. Personal information is not used for any other purpose; if a purpose changes, the Company takes the necessary steps, such as obtaining separate consent under Article 18 of the PIPA.
- Sign-up and membership management: confirming the intention to join, verifying identity by e-mail and mobile codes, identifying members and keeping them logged in, finding an ID and resetting a password, refusing sign-up under the age of 14, preventing misuse, processing withdrawal, and giving notices
- Stay bookings and sales of vouchers and deals: receiving and confirming bookings, passing bookings to stays and suppliers, verifying guests, notices of booking confirmation, changes and cancellation, choosing the night of an open-date voucher, and handling additional payments (extra beds and the like)
- Payments and refunds: payment, approval and cancellation of payments, refunds, sending receipts, preventing fraudulent payments, and settlement
- The awesome membership (paid subscription): joining and granting the grade (Silver or Gold), recurring payments (automatic renewal) and notices of failed payments, notices of upcoming renewals, expiring cards and price changes and confirming consent, cancellation and refunds
- Coupons, awesome cash and welfare points: issuing, registering and using coupons; earning, using and expiry of awesome cash; confirming corporate members and granting, using and expiry notices of welfare points
- Customer support: receiving and answering 1:1 inquiries and chats, telling you when an answer is ready, handling complaints and resolving disputes, and keeping records of the outcome
- Service improvement and usage statistics: only for users who consent, statistics of searches, stay views and the booking process, error analysis and quality improvement
- Marketing and advertising messages (with optional consent): news of events and benefits by e-mail and text message
- Legal obligations: keeping e-commerce records, tax processing, and responding to lawful requests of investigative agencies and other authorities

## Article 2 (Personal information processed and how it is collected) {#items}
The Company collects only the minimum personal information needed to provide the Services. You may use the rest of the Services without giving optional items or optional consent.

### 1. Sign-up and membership management {#items-signup}
- Required: e-mail address (login ID), password, name, whether you are 14 or older, consent to the Terms of Service and this policy, and your language
- Optional: mobile number
- If you add them in your member info (optional): your name in English (first and last name), country code and international phone number for bookings of stays abroad
- Passwords are stored with one-way encryption so that they cannot be decrypted; not even the Company can know your original password.

### 2. Kakao login {#items-kakao}
- When you sign up or log in with a Kakao account, the Company receives from Kakao Corp., within the scope you agree to on Kakao's consent screen, your Kakao member number, nickname and e-mail address (where Kakao provides it as a verified address).
- The Company never receives the password of your Kakao account.

### 3. Stay bookings and purchases of vouchers and deals {#items-booking}
- Required: guest name, guest mobile number, guest e-mail address, stay dates (check-in and check-out dates, or the period of use of a voucher), number of rooms, number of adults, number of children and their ages
- Also required for bookings of stays abroad or of overseas suppliers' products: the guest's name in English (first and last name) and a contact number with country code
- Created in the booking process: booking number, voucher number, the stay's confirmation number, booking status and history of changes and cancellations, and the member grade and member type at the time of booking
- Children's ages are used only to check the price and the number of guests; the Company does not collect information that identifies a child (such as a name).

### 4. Payments and refunds {#items-payment}
- Type of payment method (credit or debit card, bank transfer, or easy payments such as Toss Pay, Kakao Pay, Naver Pay and Payco), amount, date and time of payment and cancellation, the payment key and order number issued by Toss Payments, and the result of approval or cancellation
- Amounts of coupons, awesome cash and welfare points used and refunded
- Card numbers, expiry dates, CVC, account passwords and other payment credentials are entered directly in the payment window of the payment service provider, Toss Payments; the Company neither collects nor stores them.

### 5. Awesome membership (paid subscription) {#items-membership}
- Plan (Silver monthly or Gold yearly), dates and times of joining, renewal and cancellation, period of use, payment and refund history, and records of failed and retried payments
- Card information for recurring payments: the billing key issued by Toss Payments (stored encrypted) and the customer key, card issuer, partly masked card number, and when the card expires
- Records of consent to or refusal of a price change (date and time of the answer, the old and new prices, and the card shown)

### 6. Corporate members (welfare points) {#items-corporate}
- Required: company code, company name, department name and name
- History of welfare points granted, used and expired

### 7. Customer support (1:1 inquiries and chat) {#items-inquiries}
- Type, title and content of the inquiry, the related booking number and product, the address of the page the inquiry was sent from, the answer, and the dates and times of receipt and answer
- For chats: the conversation, the address of the page the chat started from, and dates and times

### 8. Marketing messages (optional) {#items-marketing}
- Whether you consent to advertising messages and when you consented or withdrew consent (messages are sent to the e-mail address and mobile number in your member info)

### 9. Information created or collected automatically while you use the Services {#items-automatic}
- IP address, type and version of the browser or app and operating system (User-Agent), date and time of access, and login records (login method and whether it succeeded)
- Login state, security tokens, language setting and recent search conditions stored in cookies and local storage (Article 11)
- If you consent to usage statistics: a randomly generated visit session ID, pages viewed, search conditions, stays viewed, wishlist changes, and whether and when a booking was completed
- Records of using the Services: search and booking history, wishlist, sale-opening alarms, coupon downloads and registrations, and reviews (rating and text)
- The Company does not access information on your device such as advertising IDs, location or contacts.

### 10. How it is collected {#items-methods}
- Entered by you on the Services' screens: sign-up, editing member info, booking and payment, joining the membership, registering as a corporate member, 1:1 inquiries and chats
- Provided by Kakao Corp. on Kakao login; payment results received from Toss Payments; booking confirmations received from suppliers
- Created automatically while you use the Services (including the cookies of Article 11)

## Article 3 (Processing and retention periods) {#retention}
The Company processes and keeps personal information within the retention period required by law or agreed to when the information was collected. As a rule, a member's personal information is destroyed without delay when the member withdraws. The retention period of each item is as follows.

| Personal information | Retention period | Basis |
|---|---|---|
| Member info (e-mail, password, name, mobile number, information for bookings abroad, sign-up consents) | Until withdrawal (deleted at once on withdrawal) | Consent of the data subject |
| Link to a Kakao account | Until unlinked or until withdrawal | Consent of the data subject |
| Records of contracts or withdrawal of offers (bookings and cancellations) | 5 years | Act on the Consumer Protection in Electronic Commerce |
| Records of payment and supply of goods (payments, refunds and membership payments) | 5 years | Act on the Consumer Protection in Electronic Commerce |
| Records of consumer complaints or dispute handling (including 1:1 inquiries and chats) | 3 years | Act on the Consumer Protection in Electronic Commerce |
| Records of labelling and advertising | 6 months | Act on the Consumer Protection in Electronic Commerce |
| Books and vouchers of transactions | 5 years | Framework Act on National Taxes |
| Login records (date and time of access, IP address and other communication confirmation data) | 3 months | Protection of Communications Secrets Act |
| Usage statistics | 90 days from collection | Consent of the data subject |
| Billing key and card information for membership payments | Used for payments while the membership lasts; not used for payments after the membership ends, and destroyed when the retention period of the related payment records ends | Performance of the contract; Act on the Consumer Protection in Electronic Commerce |
| Corporate member registration and welfare point history | Until the corporate registration ends or until withdrawal (usage is kept 5 years as payment records) | Performance of the contract |
| Records of marketing consent | Until consent is withdrawn or until withdrawal | Act on Promotion of Information and Communications Network Utilization and Information Protection |

- When a member withdraws, the Company deletes at once the name, e-mail address, password, mobile number, information for bookings abroad, the Kakao account link, wishlist, sale-opening alarms, corporate registration, login records, verification codes and message records, and the IP address and browser information of the member's devices.
- Booking, payment and support records kept by law under the table above are kept with the guest's name and contact details erased, so that it cannot be known whose they are, separately from other information, and are not used for any purpose other than the one the law sets.
- While a member has an upcoming paid booking or a payment in progress, the stay still needs the guest's details, so the member is asked to withdraw later.
- Where an investigation or inquiry is under way or a dispute remains, information may be kept until that process ends.

## Article 4 (Procedure and method of destruction) {#destruction}
When personal information is no longer needed, for example because its retention period has passed or its purpose has been achieved, the Company destroys it without delay.
- Procedure: personal information for which a reason for destruction has arisen is selected for destruction under the supervision of the privacy officer and destroyed. A withdrawn member's information is deleted as soon as the withdrawal is processed, and information with a fixed retention period, such as usage statistics, is checked automatically every day and deleted once its period has passed.
- Method: information in electronic files is deleted from the database or permanently erased by technical means so that it cannot be restored or reproduced, and information remaining in backups is deleted as the backup cycle ends. Personal information printed on paper is shredded or incinerated.
- Information that must be kept under other laws is kept separately, as in Article 3, by moving it to a separate part of the database or processing it so that it cannot identify anyone.

## Article 5 (Provision of personal information to third parties) {#third-parties}
The Company processes personal information only within the purposes of Article 1, and provides personal information to third parties only in the cases of Articles 17 and 18 of the PIPA, such as with the consent of the data subject or under a special provision of law.
As a mail-order intermediary that brokers stay bookings, the Company provides personal information as follows to carry out bookings, with the consent you give on the booking screen.

| Recipient | Purpose | Items | Retention and use period |
|---|---|---|---|
| The operator of the stay booked (the stay shown on the booking screen and the voucher) | Confirming the booking, verifying the guest and check-in, providing the stay, and contact about the stay | Booking number, guest name (name in English for stays abroad), mobile number (with country code for stays abroad), e-mail address, stay dates, room and rate plan, number of adults, number of children and their ages | Until the stay has been provided; longer where the stay operator must keep it under the law |
| For stays sold through a supplier, the supplier (shown on the booking screen as the supply channel) | Receiving, confirming and cancelling bookings of the supplier's inventory and passing them to the stay operator | Same as above | Until the booking has been carried out and settled; longer where the law requires |

- When: when payment for the booking has completed and the booking is requested from the stay or supplier. For an open-date voucher, when you choose the night. Information of a booking before payment, or of one never paid, is not provided.
- How: sent over encrypted connections to the booking system of the stay or supplier, or passed on through the stay's management screen.
- You may refuse this provision. However, a booking cannot be carried out without the guest's details reaching the stay, so that booking cannot go ahead.
- Besides the above, information may be provided within the scope of a request made by an investigative agency or other authority through lawful procedures.
- The Company does not provide a corporate member's bookings or personal information to the member's employer.

## Article 6 (Entrusting the processing of personal information) {#processors}
To provide the Services smoothly, the Company entrusts the processing of personal information as follows.

| Processor | Work entrusted |
|---|---|
| Toss Payments Co., Ltd. | Payment processing (cards, bank transfers, easy payments), cancellation of payments and refunds, registering cards for awesome membership recurring payments (issuing billing keys) and automatic payments |
| SOLAPI | Sending text messages (SMS and LMS) and relaying Kakao AlimTalk messages (verification codes, booking, cancellation and membership notices) |
| Kakao Corp. | Kakao login integration (member authentication) and delivery of Kakao AlimTalk messages |
| E-mail delivery service provider (SMTP mail delivery) | Sending e-mails of verification codes, booking confirmations and cancellations, payment receipts, membership and welfare point notices, and notices that a 1:1 inquiry has been answered |
| Cloud hosting service provider | Providing the information system infrastructure to run the Services, such as servers, databases and storage, and storing data |

- When entering into an entrustment contract, the Company states in the contract or other documents, under Article 26 of the PIPA, the prohibition on processing personal information for purposes other than the entrusted work, technical and managerial safeguards, restrictions on re-entrustment, management and supervision of the processor, and liability for damages, and supervises whether the processor handles personal information safely.
- Processors keep personal information until the entrustment contract ends or for as long as the entrusted work requires, unless the law requires them to keep it separately.
- If the entrusted work or a processor changes, the Company discloses it through this privacy policy without delay.

## Article 7 (Transfer of personal information abroad) {#overseas}
The Company does not store member information abroad or entrust its processing to businesses abroad. However, when you book a stay located abroad, personal information is provided abroad as follows to carry out the booking; the Company tells you about the transfer on that booking screen and obtains your consent.

| Item | Details |
|---|---|
| Recipient | The operator of the stay abroad you booked and the supplier of that stay (shown on the booking screen and the voucher) |
| Country | The country where the stay booked is located (for example Japan, Vietnam, Thailand, or Guam, a territory of the United States) and the country of the supplier |
| When and how | When payment for the booking has completed and the booking is requested, sent over encrypted connections to the booking system of the stay or supplier |
| Items | Booking number, guest name in English, mobile number with country code, e-mail address, stay dates, room and rate plan, number of adults, number of children and their ages |
| Purpose | Confirming, changing and cancelling the stay booking, verifying the guest and providing the stay |
| Retention and use period | Until the stay has been provided; longer where the recipient must keep it under the laws of its country |
| How to refuse, and what follows | You may decline on the booking screen of the stay abroad; you then cannot book that stay abroad. Booking stays in Korea and other services are not affected. |

If a new transfer abroad becomes necessary, for example because a processor changes, the Company will disclose the recipient, country, time and method, items, purpose, retention period and how to refuse in this policy and obtain any consent needed, under Article 28-8 of the PIPA.

## Article 8 (Rights and duties of data subjects and legal representatives, and how to exercise them) {#rights}
Data subjects may exercise the following rights against the Company at any time.
- Request access to their personal information
- Request correction of errors
- Request deletion
- Request suspension of processing and withdraw consent
- Refuse, or ask for an explanation of, an automated decision (Article 12)

The rights are exercised as follows.
- On the member info screen of My page you can view your information directly, correct your name, mobile number (after verification), password and information for bookings abroad, withdraw marketing consent, and request deletion of your personal information by withdrawing.
- With "Download my data" on My page you receive as a file the member info, bookings, payments, points, coupons, inquiries, login records and other information the Company holds about you.
- You may ask the privacy officer of Article 13 in writing, by e-mail (privacy@awesomestay.kr) or by phone (1588-0000), or use a 1:1 inquiry of the customer centre.

The Company acts on a request within 10 days of receiving it and tells you the result. If there is a justified reason why this cannot be done within 10 days, the Company tells you the reason and when it expects to act, and acts without delay once the reason is gone.
- Rights may also be exercised through a representative, such as a legal representative or a person you have authorised; a power of attorney in the form set by the Notice on Methods of Processing Personal Information must then be submitted.
- Deletion cannot be requested where other laws name the information as something to be collected or require it to be kept (Article 3), and access or suspension may be limited or refused in the cases of Article 35(4), Article 37(2) and other provisions of the PIPA. The Company then tells you the reason and how to object.
- The Company checks that the person making a request is the data subject or a proper representative.
- Data subjects must keep their personal information up to date and accurate, and are responsible for problems caused by inaccurate information. Signing up or booking with another person's personal information may be punished under the law.

## Article 9 (Personal information of children under 14) {#children}
- The Company does not accept sign-ups of children under 14, and confirms at sign-up that the person is 14 or older.
- If the Company learns that a child under 14 has signed up, it destroys the account's personal information without delay and ends its use.
- The ages of accompanying children entered when booking are information for checking the price and the number of guests, entered by the booking member; no information that identifies a child is collected.

## Article 10 (Measures to ensure the safety of personal information) {#safety}
The Company takes the following safety measures under Article 29 of the PIPA and the related notices.

### Administrative measures
- An internal management plan is set up and carried out, and the staff who process personal information are kept to a minimum and trained regularly.
- Access is split by role so that staff reach personal information only as far as their work needs, for example agents handle only inquiries and chats, and pricing admins only membership prices.
- Processors are trained and inspected.

### Technical measures
- Passwords are stored with one-way encryption, and billing keys for recurring payments are stored encrypted with AES-256-GCM. The Company does not store card numbers or other payment credentials.
- All communication is encrypted with HTTPS (TLS), the cookies that keep you logged in cannot be read by scripts, and requests forged through other sites (CSRF) are blocked.
- Temporary locks after repeated failed logins, limits on sending verification codes and limits on requests prevent account takeover and misuse.
- Access rights to the personal information processing systems are managed, access records are kept and reviewed, and some information such as mobile numbers is partly masked on screen.
- Security updates are applied and vulnerabilities are checked.

### Physical measures
- Servers and databases run in cloud data centres with access control and surveillance.
- Documents and storage media containing personal information are kept in places with locks.

## Article 11 (Installation, operation and refusal of devices that collect personal information automatically) {#cookies}
The Company uses cookies and the browser's local storage as far as the Services need them. A cookie is a small text file a website sends to your browser, stored on your device.

| Type | Purpose | How long |
|---|---|---|
| Essential cookies (login and security) | Keeping you logged in (access token and refresh token), a token against forged requests, recognising the login device, and following a Kakao login through | Access token 15 minutes, login kept 14 days, others until the step they serve is over |
| Functional cookies and local storage | Language, recent search conditions, the page to return to after login, and assigning the site version | Until you delete them, or for a set period |
| Usage statistics (only with your consent) | Remembering your answer, and a random visit session ID to build statistics of searches, views and the booking process | Your answer until you change it (the cookie at most 1 year); the session ID is renewed after 30 minutes without use; statistics kept 90 days on the server |

- The Company does not install third-party advertising cookies or tools that collect behavioural information for targeted advertising.
- Usage statistics are collected only if you consent; nothing is stored or sent before you do. You can change your answer at any time in the notice shown on your first visit or in the "Usage statistics" setting at the bottom of this page. In the mobile app the app's settings apply, and no usage statistics are collected in the web screens inside the app.
- You can refuse or delete cookies in your browser's settings. For example: Chrome, Settings > Privacy and security > Third-party cookies or Delete browsing data; Edge, Settings > Cookies and site permissions; Safari, Settings > Privacy.
- If you refuse essential cookies, you cannot use member services such as login, booking and payment.

## Article 12 (Automated decisions) {#automated-decisions}
The Company does not make decisions that significantly affect the rights or duties of data subjects by processing personal information with fully automated systems. Automatic security measures, such as a temporary lock after repeated failed logins or limits on requests, are lifted after a set time; you may ask for an explanation of them at the contacts in Article 13.

## Article 13 (Privacy officer and the department handling complaints) {#officer}
The Company has appointed the following privacy officer, who is responsible for all work related to the processing of personal information and for handling data subjects' complaints and remedying damage.

| Role | Contact |
|---|---|
| Privacy officer | Chief Privacy Officer (CPO) of AwesomeStay Inc., e-mail privacy@awesomestay.kr, phone 1588-0000 |
| Department receiving and handling access requests | Privacy team, e-mail privacy@awesomestay.kr, phone 1588-0000 |
| Post | Privacy team, AwesomeStay Inc., 10F, 123 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea |

- Phone support is available during the customer centre's hours (weekdays 10:30-16:30, lunch break 12:00-13:00, closed weekends and public holidays); e-mails and 1:1 inquiries are received at any time.
- The Company answers and acts on data subjects' inquiries without delay.

## Article 14 (Remedies for infringement) {#remedies}
To obtain remedies for an infringement of personal information, data subjects may apply for dispute resolution or counselling to the Personal Information Dispute Mediation Committee, the Personal Information Infringement Report Center of the Korea Internet & Security Agency and others. For other reports of and counselling on infringement of personal information, please contact the following.
- Personal Information Infringement Report Center (run by the Korea Internet & Security Agency): 118 (no area code), https://privacy.kisa.or.kr
- Personal Information Dispute Mediation Committee: 1833-6972, https://www.kopico.go.kr
- Supreme Prosecutors' Office: 1301 (no area code), https://www.spo.go.kr
- Korean National Police Agency: 182 (no area code), https://ecrm.police.go.kr

## Article 15 (Changes to this privacy policy) {#changes}
- This privacy policy is version v3.0 and takes effect on 28 November 2026.
- When this policy is added to, removed from or amended, the Company announces it in the notices and on this page from 7 days before it takes effect; for changes important to your rights, such as the items collected, the purposes of use or provision to third parties, from 30 days before, and obtains consent again where needed.
- Earlier versions of the privacy policy can be read by choosing them in the version selector of this page: v2.0 (effective 1 March 2026), v1.1 (effective 1 September 2025), v1.0 (effective 1 January 2025).
`;
