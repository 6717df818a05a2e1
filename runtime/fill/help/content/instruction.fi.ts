import type { InstructionContent } from './helpContent';

export const instructionFi: InstructionContent = {
  rules: [
    'Vastaa koko otsikossa mainitun tilan (yksikön) puolesta kaikkine rakennuksineen ja toimipaikkoineen, joissa sikoja pidetään. Vain toistettavissa ryhmissä, kuten Rakennus, Karsina tai Lantala, vastataan yksi rakennus, karsina, lantala tai henkilö kerrallaan.',
    'Kaikki tiedot koskevat kalenterivuotta 2017 eli ajanjaksoa 1.1.–31.12.2017. Ilmoita määrät (rehu, vesi, energia, myydyt siat) koko vuoden summina ja eläinmäärät vuoden keskiarvoina; kuvaa rakennukset ja laitteet sellaisina kuin ne olivat vuoden 2017 lopussa.',
    'Ota luvut ensisijaisesti tallenteistasi: tuotannonohjausohjelmasta, laskuista, lähetteistä, teurastamon tilityksistä, mittarilukemista ja tilan kirjanpidosta. Jos tietoja puuttuu, anna paras mahdollinen arvio mieluummin kuin jätät kysymyksen tyhjäksi.',
    'Syötä luvut kysymyksessä mainitussa yksikössä (ha, m², m³, kg, t, kWh, EUR, %, vrk) kirjoittamatta itse yksikköä. Käytä desimaalierottimena pilkkua, esim. 12,5, älä käytä välilyöntejä tai tuhaterottimia ja anna prosenttiosuudet lukuina 0–100.',
    'Tallenna-painiketta ei ole: jokainen vastaus tallentuu automaattisesti noin sekunnin kuluttua siitä, kun lopetat kirjoittamisen tai valitsemisen. Vihreä valintamerkki päivämäärineen ja kellonaikoineen osoittaa, että vastaus on tallennettu; punainen kuvake tarkoittaa, ettei sitä tallennettu, joten tarkista vastaus ja syötä se uudelleen. Sallitun vaihteluvälin ulkopuoliset arvot merkitään, eikä niitä tallenneta.',
    'Tähdellä merkityt kysymykset ovat suositeltuja: raporttien indikaattorit lasketaan niiden perusteella. Vastaa niihin ensin ja mahdollisimman tarkasti; suluissa olevat lomakkeiden nimet kertovat, mitkä raportit käyttävät vastausta.',
    'Vastaa ryhmän kysymyksiin järjestyksessä, sillä jotkin vastaukset tekevät seuraavat kysymykset tarpeettomiksi; ne näkyvät harmaina ja lasketaan valmiiksi. Lisää toistettava ryhmä kerran kutakin rakennusta, lantalaa, karsinaa tai henkilöä kohden, ja ota valinnaiset ryhmät, kuten Biokaasulaitos, käyttöön vain, jos ne koskevat tilaasi.',
    'Kun lomakkeen kaikki kysymysryhmät ovat valmiita (sivuluettelon alilomakkeiden laskurit muuttuvat vihreiksi), tarkista vastauksesi ja lähetä lomake. Lähetetty lomake lukitaan; jos jotain on myöhemmin korjattava, pyydä koordinaattoria avaamaan kyselyn lukitus.',
    'Kysymyksen vieressä oleva kysymysmerkki antaa vihjeen, ja Sanasto selittää käytetyt termit. Sisältöä koskevissa asioissa ota yhteyttä koordinaattoriin tai tilasi kanssa työskentelevään asiantuntijaan; teknisissä ongelmissa kirjaa näytetty ilmoitus ja ota yhteyttä ylläpitäjään.',
  ],
  questions: [
    {
      question: 'Koskevatko kaikki vastaukset kalenterivuotta 2017?',
      answer:
        'Kyllä. Ellei kysymyksessä mainita muuta päivämäärää tai ajanjaksoa, anna tiedot ajalta 1.1.–31.12.2017. Muutamissa kysymyksissä ajanjakso on mainittu erikseen, esimerkiksi vuosina 2013–2017 tehdyt investoinnit tai velkaantumisaste vuoden 2017 lopussa.',
    },
    {
      question: 'Tilikauteni ei ole sama kuin kalenterivuosi 2017. Mitä ilmoitan?',
      answer:
        'Käytä tilikautta, joka kattaa suurimman osan vuodesta 2017, tai muunna luvut kalenterivuodelle kuukausien suhteessa. Käytä samaa tapaa kaikissa talouskysymyksissä, jotta luvut ovat vertailukelpoisia.',
    },
    {
      question: 'Entä jos minulla ei ole kirjanpitoa koko vuodelta 2017?',
      answer:
        'Anna paras mahdollinen arvio esimerkiksi laskemalla koko vuoden luku niiden kuukausien tiedoista, joilta sinulla on kirjanpitoa, tai käyttämällä laskuja, lähetteitä ja teurastamon tilityksiä. Arvio on hyödyllisempi kuin tyhjä vastaus; jätä kysymys tyhjäksi vain, jos et pysty antamaan edes likimääräistä lukua.',
    },
    {
      question: 'Miten lasken emakoiden keskimääräisen määrän vuonna 2017?',
      answer:
        'Laske emakot ja astutetut ensikot kunkin kuukauden ensimmäisenä päivänä tammikuusta joulukuuhun 2017, laske kaksitoista lukua yhteen ja jaa summa 12:lla. Tuotannonohjausohjelmat laskevat luvun yleensä automaattisesti.',
    },
    {
      question:
        'Tila muuttui vuoden 2017 aikana, esimerkiksi uuden rakennuksen tai eläinmäärän kasvun vuoksi. Miten vastaan?',
      answer:
        'Ilmoita määrät, kuten rehu, vesi ja myydyt siat, koko vuodelta, myös muutosta edeltävältä ajalta. Kuvaa rakennukset ja laitteet sellaisina kuin ne olivat vuoden 2017 lopussa; 31.12.2017 jälkeen valmistunutta rakennusta ei oteta mukaan.',
    },
    {
      question: 'Mitkä siat otan mukaan, jos tilalla on useita toimipaikkoja?',
      answer:
        'Ota mukaan kaikki otsikossa näkyvän yksikön siat ja rakennukset kaikissa sen toimipaikoissa. Siat, joita toinen viljelijä kasvattaa puolestasi sopimuksella, ilmoittaa hänen tilansa, ei sinun.',
    },
    {
      question: 'Pitääkö vastaukset tallentaa ennen kyselyn sulkemista?',
      answer:
        'Ei. Vastaukset tallentuvat automaattisesti pian syöttämisen jälkeen, ja kysymyksen vieressä oleva vihreä valintamerkki näyttää, milloin. Voit sulkea kyselyn milloin tahansa ja jatkaa myöhemmin siitä, mihin jäit.',
    },
    {
      question: 'Miksi en voi vastata joihinkin kysymyksiin?',
      answer:
        'Harmaana näkyvä kysymys on ohitettu aiemman vastauksen vuoksi; jos esimerkiksi antibiootteja ei käytetty vuonna 2017, lääkityksiä koskevat kysymykset ohitetaan. Kun muutat aiempaa vastausta, kysymykset tulevat taas käyttöön. Kaikki kysymykset ovat lukittuja myös silloin, kun kysely on avattu vain luettavaksi tai lomake on lähetetty.',
    },
    {
      question: 'Miksi lukuani ei hyväksytä?',
      answer:
        'Tarkista, että käytit desimaalierottimena pilkkua etkä kirjoittanut yksiköitä, välilyöntejä tai kirjaimia ja että arvo on ilmoituksessa mainitulla välillä. Kokonaislukua kysyviin kysymyksiin voi syöttää vain numeroita.',
    },
    {
      question: 'Mitä kysymyksen vieressä oleva tähti tarkoittaa?',
      answer:
        'Kysymys on suositeltu: sen vastausta tarvitaan raporttien indikaattorien laskemiseen. Lomakkeen raportin voi luoda vasta, kun sen suositeltuihin kysymyksiin on vastattu.',
    },
    {
      question: 'Voinko muuttaa vastauksiani lomakkeen lähettämisen jälkeen?',
      answer:
        'Et itse: lähetetty lomake on lukittu. Jos huomaat virheen, ota yhteyttä koordinaattoriin, joka voi avata kyselyn lukituksen korjausta varten.',
    },
  ],
};
